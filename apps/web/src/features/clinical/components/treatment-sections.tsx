import { Group, Radio } from '@mantine/core';
import { useController } from '@/lib/form-field';
import { useTranslation } from 'react-i18next';
import { valueName } from '@/lib/i18n';
import {
  CLINICAL_STATUSES,
  INTENT_OPTIONS,
  MODALITY_OPTIONS,
  NODE_DISSECTION_OPTIONS,
  PRIMARY_RESECTION_OPTIONS,
  RECONSTRUCTION_OPTIONS,
} from '@portal/shared';
import { FormSection } from '@/components/form-section';
import type { ClinicalFormValues } from '../lib/form-values';
import { ChoiceSelect, DateField, MasterSelect } from './fields';

function StatusRadios() {
  const { t } = useTranslation();
  const {
    field: { ref, value, onChange, onBlur },
    fieldState,
  } = useController<ClinicalFormValues, 'status'>({ name: 'status' });
  return (
    <Radio.Group
      name="status"
      label={t('ui.clinical.field.status')}
      withAsterisk
      value={value === undefined ? '' : String(value)}
      onChange={(picked) => onChange(Number(picked))}
      error={fieldState.error?.message}
    >
      <Group gap="lg" mt={8}>
        {CLINICAL_STATUSES.map((status, index) => (
          <Radio
            key={status.value}
            ref={index === 0 ? ref : undefined}
            value={String(status.value)}
            label={valueName(status.label)}
            onBlur={onBlur}
          />
        ))}
      </Group>
    </Radio.Group>
  );
}

/** Status, intent, modality and the treatment given. */
export function TreatmentSection() {
  const { t } = useTranslation();
  return (
    <FormSection title={t('ui.clinical.section.treatment')}>
      <StatusRadios />
      <ChoiceSelect
        name="intent"
        label={t('ui.clinical.field.intent')}
        options={INTENT_OPTIONS}
        required
      />
      <ChoiceSelect
        name="modality"
        label={t('ui.clinical.field.modality')}
        options={MODALITY_OPTIONS}
      />
      <MasterSelect
        name="treatmentId"
        kind="treatment"
        label={t('ui.clinical.field.treatment')}
        required
        wide
      />
    </FormSection>
  );
}

export function SurgerySection() {
  const { t } = useTranslation();
  return (
    <FormSection title={t('ui.clinical.section.surgery')}>
      <DateField name="dateOfAdmission" label={t('ui.clinical.field.dateOfAdmission')} />
      <DateField name="dateOfSurgery" label={t('ui.clinical.field.dateOfSurgery')} />
      <DateField name="dateOfDischarge" label={t('ui.clinical.field.dateOfDischarge')} />
      <ChoiceSelect
        name="primaryResection"
        label={t('ui.clinical.field.primaryResection')}
        options={PRIMARY_RESECTION_OPTIONS}
        searchable
        wide
      />
      <ChoiceSelect
        name="nodeDissection"
        label={t('ui.clinical.field.nodeDissection')}
        options={NODE_DISSECTION_OPTIONS}
        searchable
      />
      <ChoiceSelect
        name="reconstruction"
        label={t('ui.clinical.field.reconstruction')}
        options={RECONSTRUCTION_OPTIONS}
        searchable
      />
    </FormSection>
  );
}
