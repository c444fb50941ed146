import { Group, Radio } from '@mantine/core';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSection } from '@/components/form-section';
import type { SelfRegistrationFormValues } from './registration-form-values';
import { MasterMultiSelect, MasterSelect } from './registration-selects';

/** Who registers (a cancer patient or a normal person) and, for a patient, the cancer details. */
export function SelfRegistrationClinicalSection() {
  const { t } = useTranslation();
  const { setValue } = useFormContext<SelfRegistrationFormValues>();
  const patientType = useWatch<SelfRegistrationFormValues, 'patientType'>({ name: 'patientType' });
  const isPatient = patientType === 'patient';

  const choosePatientType = (value: string) => {
    const next = value === 'patient' ? 'patient' : 'guest';
    setValue('patientType', next, { shouldDirty: true });
    // A normal person has no cancer details: nothing chosen before is sent.
    if (next === 'guest') {
      setValue('siteId', null);
      setValue('lookingForId', null);
      setValue('stageId', null);
      setValue('treatmentHistoryIds', []);
    }
  };

  return (
    <FormSection title={t('ui.patients.reg.clinicalSection')}>
      <Controller<SelfRegistrationFormValues, 'patientType'>
        name="patientType"
        render={({ field }) => (
          <Radio.Group
            name={field.name}
            label={t('ui.patients.reg.field.patientType')}
            required
            value={field.value}
            onChange={choosePatientType}
          >
            <Group gap="lg" mt={8}>
              <Radio
                ref={field.ref}
                value="patient"
                label={t('ui.patients.reg.patientTypePatient')}
              />
              <Radio value="guest" label={t('ui.patients.reg.patientTypeGuest')} />
            </Group>
          </Radio.Group>
        )}
      />
      {isPatient && (
        <>
          <MasterSelect
            kind="site"
            name="siteId"
            label={t('ui.patients.reg.field.cancerSubsite')}
            required
          />
          <MasterSelect
            kind="looking_for"
            name="lookingForId"
            label={t('ui.patients.reg.field.youLookingFor')}
            required
          />
          <MasterSelect
            kind="stage"
            name="stageId"
            label={t('ui.patients.reg.field.stage')}
            required
          />
          <MasterMultiSelect
            kind="treatment_history"
            name="treatmentHistoryIds"
            label={t('ui.patients.reg.field.treatmentHistory')}
          />
        </>
      )}
    </FormSection>
  );
}
