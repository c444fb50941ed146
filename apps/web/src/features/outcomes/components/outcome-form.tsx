import { useEffect, type ReactNode } from 'react';
import { Alert, Button, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { FormProvider, useWatch, type FieldErrors } from 'react-hook-form';
import { useForm } from '@/lib/form';
import { useLeaveGuard } from '@/components/leave-guard';
import { useTranslation } from 'react-i18next';
import type { OutcomeAttempt } from '@portal/shared';
import { AlertIcon } from '@/components/icons';
import { MasterSelect } from '@/components/master-select';
import { errorMessage } from '@/lib/api-client';
import { applyFieldErrors, unplacedErrorText, placedEverything } from '@/lib/apply-field-errors';
import { closeRefusal, closeRefusalUnless, notifyRefusal, notifySaved } from '@/lib/notify';
import { useQuestionnaire } from '../api/get-questionnaire';
import {
  answersFor,
  emptyAnswers,
  outcomeFormResolver,
  type OutcomeFormValues,
} from './outcome-form-values';
import { QuestionFields } from './question-fields';

interface OutcomeFormProps {
  /** The patient answers one assigned questionnaire: no category select then. */
  fixedCategoryId?: number;
  onCategoryChange?: (categoryId: number | null) => void;
  /**
   * Saves one attempt; the form is busy until it settles (so a double click saves once) and shows
   * the server's field errors when it fails.
   */
  save: (attempt: OutcomeAttempt) => Promise<unknown>;
  /** Where the form starts: the treatment and current issue the doctor chose with the assignment. */
  suggested?: { treatmentId: number | null; currentIssueId: number | null };
  /**
   * More actions beside Save (the doctor's "Assign to patient"), for the chosen category, with
   * the treatment and current issue chosen so far.
   */
  actions?: (chosen: OutcomeChoices) => ReactNode;
}

export interface OutcomeChoices {
  categoryId: number | null;
  treatmentId: number | null;
  currentIssueId: number | null;
}

/** The name under which the server's refusal toasts of the form replace one another. */
const REFUSALS = 'outcome-form';
/** The same for the toast of a missing selection (one at a time, gone once it is chosen). */
const MISSING = 'outcome-form missing';

/** The toast of the first missing selection, in the order the spec lists them (seed 000 s. 5). */
function missingSelectionToast(errors: FieldErrors<OutcomeFormValues>) {
  if (errors.treatmentId) return 'outcome.selectTreatment' as const;
  if (errors.currentIssueId) return 'outcome.selectCurrentIssue' as const;
  if (errors.categoryId) return 'outcome.categoryRequired' as const;
  return 'outcome.selectAnswer' as const;
}

/** Treatment, current issue and category selects, then one radio group per question. */
export function OutcomeForm({
  fixedCategoryId,
  onCategoryChange,
  save,
  suggested,
  actions,
}: OutcomeFormProps) {
  const { t } = useTranslation();
  const form = useForm<OutcomeFormValues, unknown, OutcomeAttempt>({
    resolver: outcomeFormResolver,
    mode: 'onTouched',
    defaultValues: {
      treatmentId: suggested?.treatmentId ?? null,
      currentIssueId: suggested?.currentIssueId ?? null,
      categoryId: fixedCategoryId ?? null,
      answers: [],
    },
  });
  const categoryId = useWatch({ control: form.control, name: 'categoryId' });
  const treatmentId = useWatch({ control: form.control, name: 'treatmentId' });
  const currentIssueId = useWatch({ control: form.control, name: 'currentIssueId' });
  // Closing the dialog (or leaving the page) with answers not saved asks first.
  const answers = useWatch({ control: form.control, name: 'answers' });
  const leaveGuard = useLeaveGuard(answers.some((answer) => answer.choiceId !== null));
  const questionnaire = useQuestionnaire(categoryId);
  const questions = questionnaire.data?.questions;

  // A new questionnaire starts with every question unanswered (a new category empties the
  // answers first); the same one read again, in another language after a switch, keeps them.
  useEffect(() => {
    if (questions) form.setValue('answers', answersFor(questions, form.getValues('answers')));
  }, [questions, form]);

  const { errors } = form.formState;
  // A Save's toast names the first missing selection. The form checks itself again on each change
  // after a Save: once that selection is made, the toast would ask for something done, and goes.
  const missing = Object.keys(errors).length === 0 ? null : t(missingSelectionToast(errors));
  useEffect(() => closeRefusalUnless(MISSING, missing), [missing]);

  const answersError = errors.answers;
  // Before a category is chosen there are no questions to answer: its own message says what to do.
  const answersMessage =
    categoryId === null ? undefined : (answersError?.message ?? answersError?.root?.message);

  const submit = form.handleSubmit(
    async (attempt) => {
      try {
        await save(attempt);
        closeRefusal(REFUSALS);
        notifySaved(false);
        form.setValue('answers', emptyAnswers(questions ?? []));
        form.clearErrors();
      } catch (error) {
        const fields = [
          'treatmentId',
          'currentIssueId',
          'categoryId',
          'answers',
          ...attempt.answers.map((_, index) => `answers.${index}.choiceId` as const),
        ] as const;
        const applied = applyFieldErrors(error, form, fields);
        if (placedEverything(applied)) return;
        notifyRefusal(
          REFUSALS,
          applied.fields.length > 0 ? unplacedErrorText(error, applied) : errorMessage(error),
        );
      }
    },
    (invalid) => notifyRefusal(MISSING, t(missingSelectionToast(invalid))),
  );

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate aria-label={t('ui.outcomes.dialogTitle')}>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: fixedCategoryId ? 2 : 3 }} spacing="sm">
            <MasterSelect
              name="treatmentId"
              required
              kind="treatment"
              label={t('ui.outcomes.field.treatment')}
            />
            <MasterSelect
              name="currentIssueId"
              required
              kind="current_issue"
              label={t('ui.outcomes.field.currentIssue')}
            />
            {!fixedCategoryId && (
              <MasterSelect
                name="categoryId"
                required
                kind="outcome_category"
                label={t('ui.outcomes.field.category')}
                onPick={(picked) => {
                  form.setValue('answers', []);
                  onCategoryChange?.(picked);
                }}
              />
            )}
          </SimpleGrid>
          <section aria-labelledby="outcome-questions-title">
            <Title order={3} fz="md" id="outcome-questions-title" mb={4}>
              {t('ui.outcomes.questionsTitle')}
            </Title>
            {categoryId === null ? (
              <Text fz="sm" c="dimmed">
                {t('ui.outcomes.chooseCategory')}
              </Text>
            ) : questionnaire.isPending ? (
              <Loader size="sm" aria-label={t('ui.app.loading')} />
            ) : questionnaire.isError ? (
              <Alert color="red" variant="light" icon={<AlertIcon />} role="alert">
                {errorMessage(questionnaire.error)}
              </Alert>
            ) : questions && questions.length > 0 ? (
              <>
                <Text fz="sm" c="dimmed" mb="sm">
                  {t('ui.outcomes.questionsHint')}
                </Text>
                <QuestionFields questions={questions} control={form.control} />
              </>
            ) : (
              <Text fz="sm" c="dimmed">
                {t('ui.outcomes.noQuestions')}
              </Text>
            )}
          </section>
          {answersMessage && (
            <Text c="red.7" fz="sm" role="alert">
              {answersMessage}
            </Text>
          )}
          <Group justify="flex-end" gap="sm">
            {actions?.({ categoryId, treatmentId, currentIssueId })}
            {/* Set as the click is handled: the save request's own pending state shows a moment later. */}
            <Button type="submit" loading={form.formState.isSubmitting}>
              {t('ui.outcomes.save')}
            </Button>
          </Group>
        </Stack>
        {leaveGuard.dialog}
      </form>
    </FormProvider>
  );
}
