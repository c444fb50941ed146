import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { messages, type MasterItem, type OutcomeQuestionnaire } from '@portal/shared';
import { i18n } from '@/lib/i18n';
import { heldAnswer, mockApi, refusal, type MockAnswer } from '../../../../test/api-mock';
import { renderInApp } from '../../../../test/render';
import { masterItem } from '../../../../test/master-item';
import { chooseOption } from '../../../../test/select';
import { useSaveOutcomeAttempt } from '../api/save-outcome-attempt';
import { outcomesTextValues as texts } from '../text-values';
import { OutcomeForm } from './outcome-form';

const item = (id: number, name: string, kind: MasterItem['kind']) => masterItem(id, name, kind);

const questionnaire: OutcomeQuestionnaire = {
  categoryId: 5,
  categoryName: 'Swallowing',
  questions: [
    {
      id: 51,
      question: 'Can you swallow solid food?',
      choices: [
        { id: 511, choiceText: 'Easily', score: 0 },
        { id: 512, choiceText: 'With effort', score: 1 },
      ],
    },
    {
      id: 52,
      question: 'Do you cough while eating?',
      choices: [
        { id: 521, choiceText: 'Never', score: 0 },
        { id: 522, choiceText: 'Often', score: 1 },
      ],
    },
  ],
};

const api = {
  'GET /masters/treatment': () => ({ body: [item(1, 'Surgery', 'treatment')] }),
  'GET /masters/current_issue': () => ({ body: [item(2, 'Pain', 'current_issue')] }),
  'GET /masters/outcome_category': () => ({ body: [item(5, 'Swallowing', 'outcome_category')] }),
  'GET /outcome-categories/5/questions': () => ({ body: questionnaire }),
};

const savedAttempt = { status: 201, body: { attemptId: 90, attemptNumber: 3, message: 'Saved' } };

/** The form as the doctor's dialog wires it: saved through the attempt mutation. */
function DoctorOutcomeForm() {
  const save = useSaveOutcomeAttempt();
  return <OutcomeForm save={(attempt) => save.mutateAsync({ patientId: 7, attempt })} />;
}

type User = ReturnType<typeof renderInApp>['user'];

async function choose(user: User, label: string, option: string) {
  const input = await screen.findByRole('combobox', { name: new RegExp(`^${label}`) });
  await chooseOption(user, input, option);
}

async function chooseAll(user: User) {
  await choose(user, texts['ui.outcomes.field.treatment'], 'Surgery');
  await choose(user, texts['ui.outcomes.field.currentIssue'], 'Pain');
  await choose(user, texts['ui.outcomes.field.category'], 'Swallowing');
}

const question = (name: RegExp) => screen.findByRole('radiogroup', { name });

function renderForm(attemptAnswer: () => MockAnswer | Promise<MockAnswer> = () => savedAttempt) {
  const calls = mockApi({ ...api, 'POST /patients/7/outcome-attempts': attemptAnswer });
  const view = renderInApp(<DoctorOutcomeForm />);
  const save = () => screen.getByRole('button', { name: texts['ui.outcomes.save'] });
  return { ...view, calls, save };
}

describe('OutcomeForm', () => {
  it('asks for a category before showing questions, and toasts the first missing selection', async () => {
    const { user, save, calls } = renderForm();
    expect(screen.getByText(texts['ui.outcomes.chooseCategory'])).toBeVisible();
    await user.click(save());

    expect(await screen.findByText(messages['outcome.selectTreatment'])).toBeVisible();
    expect(screen.getByText(messages['outcome.treatmentRequired'])).toBeVisible();
    expect(screen.getByText(messages['outcome.currentIssueRequired'])).toBeVisible();
    expect(screen.getByText(messages['outcome.categoryRequired'])).toBeVisible();
    // No questions are shown yet, so none is said to be unanswered.
    expect(screen.queryByText(messages['outcome.selectAnswer'])).toBeNull();
    expect(
      screen.getByRole('combobox', {
        name: new RegExp(`^${texts['ui.outcomes.field.treatment']}`),
      }),
    ).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('shows the chosen questionnaire and refuses an unanswered question on that question', async () => {
    const { user, save, calls } = renderForm();
    await chooseAll(user);
    const first = await question(/Can you swallow solid food\?/);
    expect(within(first).getAllByRole('radio')).toHaveLength(2);
    await user.click(within(first).getByRole('radio', { name: 'Easily' }));
    await user.click(save());

    const second = await question(/Do you cough while eating\?/);
    await waitFor(() =>
      expect(second).toHaveAccessibleDescription(messages['outcome.selectAnswer']),
    );
    expect(first).not.toHaveAccessibleDescription(messages['outcome.selectAnswer']);
    expect(screen.getAllByText(messages['outcome.selectAnswer'])[0]).toBeVisible();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('keeps the answers given when the questionnaire is read again in another language', async () => {
    let read = 0;
    const inHindi: OutcomeQuestionnaire = {
      ...questionnaire,
      questions: questionnaire.questions.map((entry) => ({
        ...entry,
        question: `(hi) ${entry.question}`,
      })),
    };
    mockApi({
      ...api,
      'GET /outcome-categories/5/questions': () => ({
        body: (read += 1) === 1 ? questionnaire : inHindi,
      }),
    });
    const { user, queryClient } = renderInApp(<DoctorOutcomeForm />);
    await chooseAll(user);
    await user.click(
      within(await question(/^1\. Can you swallow/)).getByRole('radio', { name: 'With effort' }),
    );
    await user.click(
      within(await question(/^2\. Do you cough/)).getByRole('radio', { name: 'Often' }),
    );

    // What a language switch does (app.tsx): every query is read again.
    await queryClient.invalidateQueries();
    const first = await question(/^1\. \(hi\) Can you swallow/);
    expect(within(first).getByRole('radio', { name: 'With effort' })).toBeChecked();
    expect(
      within(await question(/^2\. \(hi\) Do you cough/)).getByRole('radio', { name: 'Often' }),
    ).toBeChecked();
  });

  it("puts the server's message on the answer it is about, and toasts what no input can show", async () => {
    const { user, save } = renderForm(() =>
      refusal(400, 'The attempt was not saved.', [
        { path: 'answers.1.choiceId', message: messages['outcome.choiceOfOtherQuestion'] },
        { path: 'patientId', message: 'The patient is deceased.' },
      ]),
    );
    await chooseAll(user);
    await user.click(within(await question(/solid food/)).getByRole('radio', { name: 'Easily' }));
    await user.click(within(await question(/cough/)).getByRole('radio', { name: 'Often' }));
    await user.click(save());

    const second = await question(/cough/);
    await waitFor(() =>
      expect(second).toHaveAccessibleDescription(messages['outcome.choiceOfOtherQuestion']),
    );
    expect(
      await screen.findByText('The attempt was not saved. The patient is deceased.'),
    ).toBeVisible();
    // The answers stay for the doctor to correct.
    expect(within(second).getByRole('radio', { name: 'Often' })).toBeChecked();
  });

  it('is busy while saving, sends every answer, then clears the answers for the next attempt', async () => {
    const answer = heldAnswer(savedAttempt);
    const { user, save, calls } = renderForm(answer.handler);
    await chooseAll(user);
    await user.click(
      within(await question(/solid food/)).getByRole('radio', { name: 'With effort' }),
    );
    await user.click(within(await question(/cough/)).getByRole('radio', { name: 'Never' }));
    await user.click(save());

    await waitFor(() => expect(save()).toHaveAttribute('data-loading', 'true'));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      treatmentId: 1,
      currentIssueId: 2,
      categoryId: 5,
      answers: [
        { questionId: 51, choiceId: 512 },
        { questionId: 52, choiceId: 521 },
      ],
    });
    answer.release();

    expect(await screen.findByText(i18n.t('common.saveSuccess'))).toBeVisible();
    await waitFor(() => expect(save()).not.toHaveAttribute('data-loading'));
    for (const radio of within(await question(/solid food/)).getAllByRole('radio')) {
      expect(radio).not.toBeChecked();
    }
    // The selections stay: the next attempt is usually of the same questionnaire.
    expect(
      screen.getByRole('combobox', { name: new RegExp(`^${texts['ui.outcomes.field.category']}`) }),
    ).toHaveValue('Swallowing');
  });

  it('saves one attempt when Save is double-clicked', async () => {
    const answer = heldAnswer(savedAttempt);
    const { user, save, calls } = renderForm(answer.handler);
    await chooseAll(user);
    await user.click(within(await question(/solid food/)).getByRole('radio', { name: 'Easily' }));
    await user.click(within(await question(/cough/)).getByRole('radio', { name: 'Never' }));
    // The second click comes before the saving request has been noticed by the query library.
    await user.dblClick(save());
    answer.release();

    await waitFor(() => expect(save()).not.toHaveAttribute('data-loading'));
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it('closes its refusal toast once a Save goes through, so it does not stand beside the success', async () => {
    const { user, save } = renderForm();
    await chooseAll(user);
    await user.click(within(await question(/solid food/)).getByRole('radio', { name: 'Easily' }));
    await user.click(save());
    // The toast (the message is also under the unanswered question).
    await waitFor(() =>
      expect(screen.getAllByText(messages['outcome.selectAnswer']).length).toBeGreaterThan(1),
    );

    await user.click(within(await question(/cough/)).getByRole('radio', { name: 'Never' }));
    await user.click(save());
    expect(await screen.findByText(i18n.t('common.saveSuccess'))).toBeVisible();
    await waitFor(() => expect(screen.queryByText(messages['outcome.selectAnswer'])).toBeNull());
  });

  it('takes its toast away once the selection it asked for is made', async () => {
    const { user, save } = renderForm();
    await user.click(save());
    expect(await screen.findByText(messages['outcome.selectTreatment'])).toBeVisible();

    // Treatment chosen: the toast asked for it, so it goes; the other fields keep their messages.
    await choose(user, texts['ui.outcomes.field.treatment'], 'Surgery');
    await waitFor(() => expect(screen.queryByText(messages['outcome.selectTreatment'])).toBeNull());
    expect(screen.getByText(messages['outcome.currentIssueRequired'])).toBeVisible();

    // The next Save asks for the next one, and that toast stays while it is still missing.
    await user.click(save());
    expect(await screen.findByText(messages['outcome.selectCurrentIssue'])).toBeVisible();
    await choose(user, texts['ui.outcomes.field.category'], 'Swallowing');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByText(messages['outcome.selectCurrentIssue'])).toBeVisible();
  });

  it("starts from the doctor's treatment and current issue, and hands the choices to its actions", async () => {
    mockApi(api);
    const chosen: unknown[] = [];
    const { user } = renderInApp(
      <OutcomeForm
        fixedCategoryId={5}
        suggested={{ treatmentId: 1, currentIssueId: 2 }}
        save={() => Promise.resolve()}
        actions={(choices) => (
          <button type="button" onClick={() => chosen.push(choices)}>
            Assign
          </button>
        )}
      />,
    );
    const treatment = await screen.findByRole('combobox', {
      name: new RegExp(`^${texts['ui.outcomes.field.treatment']}`),
    });
    await waitFor(() => expect(treatment).toHaveValue('Surgery'));
    expect(
      screen.getByRole('combobox', {
        name: new RegExp(`^${texts['ui.outcomes.field.currentIssue']}`),
      }),
    ).toHaveValue('Pain');
    await user.click(screen.getByRole('button', { name: 'Assign' }));
    expect(chosen).toEqual([{ categoryId: 5, treatmentId: 1, currentIssueId: 2 }]);
  });
});
