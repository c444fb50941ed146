import { Paper, Textarea, TextInput, Title } from '@mantine/core';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CLINICAL_LIMITS, RADIATION_PLAN_OPTIONS, RADIATION_TYPE_OPTIONS } from '@portal/shared';
import { FormSection } from '@/components/form-section';
import { NumberField } from '@/components/number-field';
import type { ClinicalFormValues } from '../lib/form-values';
import { ChoiceSelect, DateField } from './fields';
import { characterCount } from '@/components/character-count';

export function RadiationSection() {
  const { t } = useTranslation();
  const { control } = useFormContext<ClinicalFormValues>();
  return (
    <FormSection title={t('ui.clinical.section.radiation')}>
      <ChoiceSelect
        name="planOfRadiation"
        label={t('ui.clinical.field.planOfRadiation')}
        options={RADIATION_PLAN_OPTIONS}
      />
      <ChoiceSelect
        name="typeOfRadiation"
        label={t('ui.clinical.field.typeOfRadiation')}
        options={RADIATION_TYPE_OPTIONS}
      />
      <DateField name="rtStartDate" label={t('ui.clinical.field.rtStartDate')} />
      <DateField name="rtCompleteDate" label={t('ui.clinical.field.rtCompleteDate')} />
      <NumberField
        control={control}
        name="fractions"
        label={t('ui.clinical.field.fractions')}
        min={1}
        max={CLINICAL_LIMITS.fractionsMax}
      />
      <NumberField
        control={control}
        name="doseGy"
        label={t('ui.clinical.field.doseGy')}
        min={0}
        max={CLINICAL_LIMITS.doseMaxGy}
      />
    </FormSection>
  );
}

export function ChemoSection() {
  const { t } = useTranslation();
  const form = useFormContext<ClinicalFormValues>();
  const chemoProtocol = useWatch<ClinicalFormValues>({ name: 'chemoProtocol' });
  return (
    <FormSection title={t('ui.clinical.section.chemo')}>
      <TextInput
        {...form.register('chemoProtocol')}
        label={t('ui.clinical.field.chemoProtocol')}
        description={characterCount(chemoProtocol, CLINICAL_LIMITS.chemoProtocol)}
        maxLength={CLINICAL_LIMITS.chemoProtocol}
        error={form.formState.errors.chemoProtocol?.message}
      />
      <DateField name="dateOfChemo" label={t('ui.clinical.field.dateOfChemo')} />
      <NumberField
        control={form.control}
        name="proposedCycles"
        label={t('ui.clinical.field.proposedCycles')}
        min={1}
        max={CLINICAL_LIMITS.cyclesMax}
      />
      <DateField name="nextCycleDate" label={t('ui.clinical.field.nextCycleDate')} />
    </FormSection>
  );
}

export function CommentSection() {
  const { t } = useTranslation();
  const form = useFormContext<ClinicalFormValues>();
  const comment = useWatch<ClinicalFormValues>({ name: 'comment' });
  return (
    <Paper component="section" withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Title order={2} fz="lg" mb="md">
        {t('ui.clinical.section.comment')}
      </Title>
      <Textarea
        {...form.register('comment')}
        label={t('ui.clinical.field.comment')}
        description={characterCount(comment, CLINICAL_LIMITS.comment)}
        maxLength={CLINICAL_LIMITS.comment}
        autosize
        minRows={3}
        error={form.formState.errors.comment?.message}
      />
    </Paper>
  );
}
