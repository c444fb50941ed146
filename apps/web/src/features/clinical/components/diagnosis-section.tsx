import { TextInput } from '@mantine/core';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  CLINICAL_LIMITS,
  ENE_ECS_OPTIONS,
  STAGE_M_OPTIONS,
  STAGE_N_OPTIONS,
  STAGE_T_OPTIONS,
} from '@portal/shared';
import { FormSection } from '@/components/form-section';
import { toId } from '@/components/form-values';
import type { ClinicalFormValues } from '../lib/form-values';
import { ChoiceSelect, MasterSelect } from './fields';

/** Primary site with its sub site, TNM stage and the pathology findings. */
export function DiagnosisSection() {
  const { t } = useTranslation();
  const form = useFormContext<ClinicalFormValues>();
  const primarySiteId = toId(useWatch<ClinicalFormValues>({ name: 'primarySiteId' }));
  const pathology = form.formState.errors.pathology;
  return (
    <FormSection title={t('ui.clinical.section.diagnosis')}>
      <MasterSelect
        name="primarySiteId"
        kind="primary_site"
        label={t('ui.clinical.field.primarySite')}
        required
        // A sub site belongs to one primary site: a new site clears it.
        onPicked={() => form.setValue('subSiteId', null)}
      />
      <MasterSelect
        name="subSiteId"
        kind="clinical_sub_site"
        parentId={primarySiteId}
        label={t('ui.clinical.field.subSite')}
        disabledHint={t('ui.clinical.field.subSiteHint')}
      />
      <ChoiceSelect name="stageT" label={t('ui.clinical.field.stageT')} options={STAGE_T_OPTIONS} />
      <ChoiceSelect name="stageN" label={t('ui.clinical.field.stageN')} options={STAGE_N_OPTIONS} />
      <ChoiceSelect name="stageM" label={t('ui.clinical.field.stageM')} options={STAGE_M_OPTIONS} />
      <TextInput
        {...form.register('pathology')}
        label={t('ui.clinical.field.pathology')}
        maxLength={CLINICAL_LIMITS.pathology}
        error={pathology?.message}
      />
      <MasterSelect
        name="histologicTypeId"
        kind="histologic_type"
        label={t('ui.clinical.field.histologicType')}
      />
      <MasterSelect name="ptId" kind="pt" label={t('ui.clinical.field.pt')} />
      <MasterSelect name="pnId" kind="pn" label={t('ui.clinical.field.pn')} />
      <MasterSelect name="marginsId" kind="margins" label={t('ui.clinical.field.margins')} />
      <ChoiceSelect name="eneEcs" label={t('ui.clinical.field.eneEcs')} options={ENE_ECS_OPTIONS} />
    </FormSection>
  );
}
