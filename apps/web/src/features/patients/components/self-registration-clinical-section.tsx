import { Group, Radio, TextInput } from '@mantine/core';
import { useFormContext, useWatch } from 'react-hook-form';
import { Controller } from '@/lib/form-field';
import { useTranslation } from 'react-i18next';
import { isOtherCancerSubsite, PATIENT_LIMITS, patientKindName } from '@portal/shared';
import { FormSection } from '@/components/form-section';
import { valueName } from '@/lib/i18n';
import { useMasterList } from '@/lib/master-list';
import type { SelfRegistrationFormValues } from './registration-form-values';
import { MasterMultiSelect, MasterSelect } from '@/components/master-select';

/** Who registers (a cancer patient or a normal person) and, for a patient, the cancer details. */
export function SelfRegistrationClinicalSection() {
  const { t } = useTranslation();
  const { setValue, register, formState } = useFormContext<SelfRegistrationFormValues>();
  const patientType = useWatch<SelfRegistrationFormValues, 'patientType'>({ name: 'patientType' });
  const isPatient = patientType === 'patient';
  const siteId = useWatch<SelfRegistrationFormValues, 'siteId'>({ name: 'siteId' });
  const sites = useMasterList('site');
  // The seed's 'other cancer subsite' box: shown while the chosen subsite is Other.
  const otherChosen = isOtherCancerSubsite(sites.data?.find((site) => site.id === siteId)?.name);

  const choosePatientType = (value: string) => {
    const next = value === 'patient' ? 'patient' : 'guest';
    setValue('patientType', next, { shouldDirty: true });
    // A normal person has no cancer details: nothing chosen before is sent.
    if (next === 'guest') {
      setValue('siteId', null);
      setValue('lookingForId', null);
      setValue('stageId', null);
      setValue('treatmentHistoryIds', []);
      setValue('otherCancerSubsite', '');
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
                label={valueName(patientKindName('patient'))}
              />
              <Radio value="guest" label={valueName(patientKindName('guest'))} />
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
          {otherChosen && (
            <TextInput
              label={t('ui.patients.reg.field.otherCancerSubsite')}
              required
              maxLength={PATIENT_LIMITS.otherCancerSubsite}
              {...register('otherCancerSubsite')}
              error={formState.errors.otherCancerSubsite?.message}
            />
          )}
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
            required
          />
        </>
      )}
    </FormSection>
  );
}
