import { useState } from 'react';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { zodResolver } from '@/lib/form-resolver';
import { FormProvider } from 'react-hook-form';
import { useForm } from '@/lib/form';
import { useTranslation } from 'react-i18next';
import {
  clinicalDetailsRequestFor,
  type ClinicalDetails,
  type ClinicalDetailsRecord,
  type ClinicalVersion,
} from '@portal/shared';
import { applyFieldErrors, unplacedErrorText } from '@/lib/apply-field-errors';
import { notifyError, notifySuccess } from '@/lib/notify';
import { readAgainOnConflict } from '@/lib/read-again-on-conflict';
import { clinicalDetailsQueryOptions } from '../api/get-clinical-details';
import { useSaveClinicalDetails } from '../api/save-clinical-details';
import {
  clinicalFieldNames,
  clinicalFormFrom,
  emptyClinicalForm,
  type ClinicalFormValues,
} from '../lib/form-values';
import type { PatientFacts } from '../lib/patient-facts';
import { DiagnosisSection, StagingSection } from './diagnosis-section';
import { NewerVersionPanel } from './newer-version-panel';
import { ChemoSection, CommentSection, RadiationSection } from './therapy-sections';
import { SurgerySection, TreatmentSection } from './treatment-sections';
import { useLeaveGuard } from '@/components/leave-guard';

interface ClinicalFormProps {
  patientId: number;
  /** The current version's values when editing; nothing for a first record. */
  current: ClinicalDetailsRecord | null;
  /** What the coding checks need of the patient. */
  patient: PatientFacts;
  /** The patient's date of birth, when known: no treatment date may come before it. */
  dateOfBirth: string | null;
  canSave: boolean;
  /** The version the form opened on (0: none): the server refuses a save if a newer exists. */
  baseVersion: number;
  /** Draw the form anew from the current version (after a save, or to drop what was typed). */
  onRedraw: () => void;
}

/** The whole clinical-details form; each save posts every field as a new version. */
export function ClinicalForm({
  patientId,
  current,
  patient,
  dateOfBirth,
  canSave,
  baseVersion,
  onRedraw,
}: ClinicalFormProps) {
  const { t } = useTranslation();
  const save = useSaveClinicalDetails();
  const [schema] = useState(() => clinicalDetailsRequestFor(dateOfBirth));
  const form = useForm<ClinicalFormValues, unknown, ClinicalDetails>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: current ? clinicalFormFrom(current) : emptyClinicalForm(),
  });

  const leaveGuard = useLeaveGuard(form.formState.isDirty);
  const queryClient = useQueryClient();
  // The page's reading may bring a newer version while the form is open; the form still saves
  // over the one it opened on, so the server refuses and the doctor is asked.
  const [openedOn] = useState(baseVersion);
  /** A version saved since the form opened, found when a save was refused for it. */
  const [newer, setNewer] = useState<ClinicalVersion | null>(null);

  /**
   * A refused save: a newer version shows beside the form (and in the page's history, read
   * again; the form stays as typed); anything else is said.
   */
  const refused = async (error: Error) => {
    const latest = await readAgainOnConflict(
      queryClient,
      error,
      clinicalDetailsQueryOptions(patientId),
    );
    if (latest?.current && latest.current.version > (newer?.version ?? openedOn)) {
      setNewer(latest.current);
      return;
    }
    const applied = applyFieldErrors(error, form, clinicalFieldNames);
    notifyError(unplacedErrorText(error, applied));
  };

  /** Saves the form's values over the given version (the one opened, or a newer one chosen). */
  const submitOver = (fromVersion: number) =>
    form.handleSubmit((data) => {
      save.mutate(
        { patientId, data, baseVersion: fromVersion },
        {
          // The page's reading already holds the version saved (the save waits for it).
          onSuccess: ({ message }) => {
            notifySuccess(message || t('clinical.saved'));
            onRedraw();
          },
          onError: (error) => void refused(error),
        },
      );
    });
  // Once a newer version is shown, Save keeps mine over it, as the panel's own button does.
  const submit = submitOver(newer?.version ?? openedOn);

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate>
        <fieldset disabled={!canSave} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
          <Stack gap="lg">
            <Text fz="sm" c="dimmed">
              {t('ui.field.requiredNote')}
            </Text>
            <DiagnosisSection patient={patient} />
            <StagingSection />
            <TreatmentSection />
            <SurgerySection />
            <RadiationSection />
            <ChemoSection />
            <CommentSection />
            {canSave && newer && (
              <NewerVersionPanel
                newer={newer}
                saving={save.isPending}
                onSaveMine={() => void submitOver(newer.version)()}
                onLoadTheirs={onRedraw}
              />
            )}
            {canSave && (
              <Group justify="flex-end">
                <Button type="submit" size="md" loading={save.isPending}>
                  {t('ui.clinical.save')}
                </Button>
              </Group>
            )}
          </Stack>
        </fieldset>
      </form>
      {leaveGuard.dialog}
    </FormProvider>
  );
}
