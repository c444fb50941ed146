import '../text-values';
import { useState } from 'react';
import { Button, Divider, Stack, Text } from '@mantine/core';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/dialogs';
import { toId } from '@/components/form-values';
import { PatientMissing } from '@/components/patient-missing';
import { errorMessage } from '@/lib/api-client';
import { notifyError, notifyNotice, notifySuccess } from '@/lib/notify';
import { useAssignQuestionnaire } from '../api/assign-questionnaire';
import { useOutcomeAssignments } from '../api/get-outcome-assignments';
import { useOutcomeResults } from '../api/get-outcome-results';
import { isPatientMissing, patientFullName, usePatientRecord } from '@/lib/patient-record';
import { useQuestionnaire } from '../api/get-questionnaire';
import { useSaveOutcomeAttempt } from '../api/save-outcome-attempt';
import { maxScoreOf } from '../components/outcome-form-values';
import { OutcomeForm, type OutcomeChoices } from '../components/outcome-form';
import { OutcomeResultsView } from '../components/outcome-results-view';
import { usePatientDialogClose } from '@/lib/patient-dialog-close';

/**
 * #/patient-list/:patientId/functional-outcomes: the patient list's Functional Outcome dialog
 * (768 wide, at least 600 high). A doctor records attempts, assigns the questionnaire for the
 * patient to answer at home, and reads the results and their trend.
 */
export function FunctionalOutcomeDialog() {
  const { t } = useTranslation();
  const patientId = toId(useParams().patientId) ?? 0;
  const [categoryId, setCategoryId] = useState<number | null>(null);
  const patient = usePatientRecord(patientId);
  const patientName = patient.data ? patientFullName(patient.data) : null;
  const questionnaire = useQuestionnaire(categoryId);
  const results = useOutcomeResults(patientId, categoryId);
  const assignments = useOutcomeAssignments(patientId);
  const saveAttempt = useSaveOutcomeAttempt();
  const assign = useAssignQuestionnaire();

  const close = usePatientDialogClose();

  // The button is disabled until a category is chosen.
  const assignCategory = ({ categoryId: chosenCategory, ...suggested }: OutcomeChoices) => {
    if (chosenCategory === null) return;
    assign.mutate(
      { patientId, categoryId: chosenCategory, ...suggested },
      {
        onSuccess: (saved) =>
          saved.created
            ? notifySuccess(saved.message)
            : notifyNotice(t('ui.outcomes.alreadyAssigned')),
        onError: (error) => notifyError(errorMessage(error)),
      },
    );
  };

  const assigned = assignments.data ?? [];
  const missing = isPatientMissing(patient.error);
  return (
    <Dialog
      opened
      onClose={close}
      title={t('ui.outcomes.dialogTitle')}
      size={768}
      minHeight="600px"
    >
      <Stack gap="md">
        {missing ? (
          <PatientMissing />
        ) : (
          <>
            {patientName && (
              <Text fz="sm" fw={500}>
                {t('ui.outcomes.patientLine', { name: patientName })}
              </Text>
            )}
            {patient.isError && (
              <Text fz="sm" c="red.7" role="alert">
                {errorMessage(patient.error)}
              </Text>
            )}
            <OutcomeForm
              onCategoryChange={setCategoryId}
              save={(attempt) => saveAttempt.mutateAsync({ patientId, attempt })}
              actions={(chosen) => (
                <Button
                  variant="default"
                  disabled={chosen.categoryId === null}
                  loading={assign.isPending}
                  title={t('ui.outcomes.assignHint')}
                  onClick={() => assignCategory(chosen)}
                >
                  {t('ui.outcomes.assign')}
                </Button>
              )}
            />
            {assigned.length > 0 && (
              <Text fz="sm" c="dimmed">
                {t('ui.outcomes.assignedList', {
                  names: assigned.map((row) => row.categoryName).join(', '),
                })}
              </Text>
            )}
            {categoryId !== null && (
              <>
                <Divider />
                <OutcomeResultsView
                  results={results.data?.categories[0]}
                  loading={results.isPending}
                  error={results.error}
                  yMax={maxScoreOf(questionnaire.data)}
                />
              </>
            )}
          </>
        )}
      </Stack>
    </Dialog>
  );
}
