import { Button, Group, Stack, Text } from '@mantine/core';
import { zodResolver } from '@/lib/form-resolver';
import { FormProvider } from 'react-hook-form';
import { useForm } from '@/lib/form';
import { useTranslation } from 'react-i18next';
import {
  clinicalDetailsRequest,
  type ClinicalDetails,
  type ClinicalDetailsRecord,
} from '@portal/shared';
import { applyFieldErrors, unplacedErrorText } from '@/lib/apply-field-errors';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useSaveClinicalDetails } from '../api/save-clinical-details';
import {
  clinicalFieldNames,
  clinicalFormFrom,
  emptyClinicalForm,
  type ClinicalFormValues,
} from '../lib/form-values';
import type { PatientFacts } from '../lib/patient-facts';
import { DiagnosisSection, StagingSection } from './diagnosis-section';
import { ChemoSection, CommentSection, RadiationSection } from './therapy-sections';
import { SurgerySection, TreatmentSection } from './treatment-sections';
import { useLeaveGuard } from '@/components/leave-guard';

interface ClinicalFormProps {
  patientId: number;
  /** The current version's values when editing; nothing for a first record. */
  current: ClinicalDetailsRecord | null;
  /** What the coding checks need of the patient. */
  patient: PatientFacts;
  canSave: boolean;
  /** The version the form opened on (0: none): the server refuses a save if a newer exists. */
  baseVersion: number;
}

/** The whole clinical-details form; each save posts every field as a new version. */
export function ClinicalForm({
  patientId,
  current,
  patient,
  canSave,
  baseVersion,
}: ClinicalFormProps) {
  const { t } = useTranslation();
  const save = useSaveClinicalDetails();
  const form = useForm<ClinicalFormValues, unknown, ClinicalDetails>({
    resolver: zodResolver(clinicalDetailsRequest),
    mode: 'onTouched',
    defaultValues: current ? clinicalFormFrom(current) : emptyClinicalForm(),
  });

  const leaveGuard = useLeaveGuard(form.formState.isDirty);

  const submit = form.handleSubmit((data) => {
    save.mutate(
      { patientId, data, baseVersion },
      {
        onSuccess: ({ message }) => notifySuccess(message || t('clinical.saved')),
        onError: (error) => {
          const applied = applyFieldErrors(error, form, clinicalFieldNames);
          notifyError(unplacedErrorText(error, applied));
        },
      },
    );
  });

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
