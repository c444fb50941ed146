import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { messages, type OutcomeQuestion, type OutcomeScale } from '@portal/shared';
import { mockApi, refusal } from '../../../../test/api-mock';
import { labelled } from '../../../../test/labels';
import { renderInApp } from '../../../../test/render';
import { outcomesTextValues as texts } from '../text-values';
import { ScaleForm } from './scale-form';

const questions: OutcomeQuestion[] = [
  { id: 51, question: 'Can you swallow liquids?', choices: [] },
  { id: 52, question: 'Can you swallow soft food?', choices: [] },
  { id: 53, question: 'How much does swallowing hurt?', choices: [] },
];

const scale = (more: Partial<OutcomeScale> = {}): OutcomeScale => ({
  id: 9,
  categoryId: 5,
  name: 'Swallowing ability',
  nameHi: 'निगलने की क्षमता',
  nameGu: null,
  direction: 'functional',
  meaningfulChange: 10,
  position: 1,
  questionIds: [51, 52],
  ...more,
});

function renderForm(editing: OutcomeScale | null = null) {
  const onDone = vi.fn();
  const view = renderInApp(
    <ScaleForm categoryId={5} questions={questions} editing={editing} onDone={onDone} />,
  );
  return {
    ...view,
    onDone,
    name: screen.getByRole('textbox', { name: labelled(texts['ui.outcomes.scales.name']) }),
    change: screen.getByRole('textbox', {
      name: labelled(texts['ui.outcomes.scales.meaningfulChange']),
    }),
    items: screen.getByRole('group', { name: labelled(texts['ui.outcomes.scales.items']) }),
    submit: screen.getByRole('button', {
      name: editing ? texts['ui.outcomes.scales.update'] : texts['ui.outcomes.scales.save'],
    }),
  };
}

describe('ScaleForm', () => {
  it('says what is missing on each field and sends nothing', async () => {
    const calls = mockApi({});
    const { user, name, change, submit, onDone } = renderForm();
    expect(change).toHaveValue('10');
    await user.clear(change);
    await user.click(submit);

    expect(await screen.findByText(messages['scale.nameRequired'])).toBeVisible();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription(messages['scale.nameRequired']);
    expect(screen.getByText(messages['scale.directionRequired'])).toBeVisible();
    expect(screen.getByText(messages['scale.itemsRequired'])).toBeVisible();
    const range = 'Enter a whole number of points from 1 to 100';
    expect(change).toHaveAccessibleDescription(expect.stringContaining(range));
    expect(calls).toEqual([]);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('refuses a name over 100 characters and a change out of range', async () => {
    const calls = mockApi({});
    const { user, name, change, submit } = renderForm();
    // The input stops at 100 characters; a pasted longer name is refused all the same.
    name.removeAttribute('maxlength');
    await user.type(name, 'x'.repeat(101));
    await user.clear(change);
    await user.type(change, '150');
    await user.click(submit);

    expect(await screen.findByText('Scale name can be at most 100 characters')).toBeVisible();
    expect(change).toHaveAttribute('aria-invalid', 'true');
    expect(change).toHaveAccessibleDescription(
      expect.stringContaining('Enter a whole number of points from 1 to 100'),
    );
    expect(calls).toEqual([]);
  });

  it('creates a scale of the questionnaire with its questions in the questionnaire’s order', async () => {
    const calls = mockApi({
      'POST /masters/outcome-scales': () => ({ status: 201, body: scale({ id: 12 }) }),
    });
    const { user, name, change, items, submit, onDone } = renderForm();
    await user.type(name, '  Painful swallowing ');
    await user.click(screen.getByRole('radio', { name: texts['ui.outcomes.scales.symptom'] }));
    await user.clear(change);
    await user.type(change, '15');
    await user.click(within(items).getByRole('checkbox', { name: questions[2]!.question }));
    await user.click(within(items).getByRole('checkbox', { name: questions[0]!.question }));
    await user.click(submit);

    await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
    expect(await screen.findByText(messages['common.saveSuccess'])).toBeVisible();
    expect(calls).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/masters/outcome-scales',
        body: {
          categoryId: 5,
          name: 'Painful swallowing',
          nameHi: null,
          nameGu: null,
          direction: 'symptom',
          meaningfulChange: 15,
          questionIds: [51, 53],
        },
      }),
    ]);
  });

  it('shows the scale edited and puts the server’s messages on its fields', async () => {
    mockApi({
      'PUT /masters/outcome-scales/9': () =>
        refusal(400, messages['error.validation'], [
          { path: 'questionIds.1', message: messages['scale.itemNotInQuestionnaire'] },
          { path: 'name', message: messages['scale.nameExists'] },
        ]),
    });
    const { user, name, items, submit, onDone } = renderForm(scale());
    expect(name).toHaveValue('Swallowing ability');
    expect(screen.getByRole('textbox', { name: texts['ui.outcomes.scales.nameHi'] })).toHaveValue(
      'निगलने की क्षमता',
    );
    expect(
      screen.getByRole('radio', { name: texts['ui.outcomes.scales.functional'] }),
    ).toBeChecked();
    expect(within(items).getAllByRole('checkbox', { checked: true })).toHaveLength(2);
    await user.click(submit);

    expect(await screen.findByText(messages['scale.itemNotInQuestionnaire'])).toBeVisible();
    expect(name).toHaveAccessibleDescription(messages['scale.nameExists']);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onDone).not.toHaveBeenCalled();
  });

  it('shows a refusal no field can hold in a banner', async () => {
    mockApi({
      'POST /masters/outcome-scales': () =>
        refusal(400, messages['error.validation'], [
          { path: 'categoryId', message: messages['outcome.categoryRequired'] },
        ]),
    });
    const { user, name, items, submit } = renderForm();
    await user.type(name, 'Pain');
    await user.click(screen.getByRole('radio', { name: texts['ui.outcomes.scales.symptom'] }));
    await user.click(within(items).getByRole('checkbox', { name: questions[0]!.question }));
    await user.click(submit);

    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent(messages['outcome.categoryRequired']);
  });
});
