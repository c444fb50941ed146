import { Textarea } from '@mantine/core';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CLINICAL_LIMITS, ENE_ECS_OPTIONS, type MasterKind } from '@portal/shared';
import { suggestMorphology, suggestTopography } from '@portal/shared/registry/primary-site-codes';
import { FormSection } from '@/components/form-section';
import { toId, toOption } from '@/components/form-values';
import { useMasterList } from '@/lib/master-list';
import type { ClinicalFormValues } from '../lib/form-values';
import type { PatientFacts } from '../lib/patient-facts';
import { CodingFields } from './coding-fields';
import { ChoiceSelect, MasterSelect } from './fields';
import { StagingFields } from './staging-fields';
import { characterCount } from '@/components/character-count';

/** A list's entry by id, once loaded; its `name` is the English one the code tables read. */
function useListEntry(kind: MasterKind, parentId: number | null = null) {
  const list = useMasterList(kind, {
    parentId,
    enabled: kind !== 'clinical_sub_site' || parentId !== null,
  });
  return (id: number | null) => list.data?.find((item) => item.id === id);
}

/**
 * Primary site, sub site and histologic type (the lists doctors pick from), with the ICD-O-3
 * codes they suggest: picking a list entry fills the code where the entry has one sure code,
 * unless the code already there refines it (suggestTopography, suggestMorphology), and the
 * doctor can refine it.
 */
export function DiagnosisSection({ patient }: { patient: PatientFacts }) {
  const { t } = useTranslation();
  const form = useFormContext<ClinicalFormValues>();
  const primarySiteId = toId(useWatch<ClinicalFormValues>({ name: 'primarySiteId' }));
  const siteEntry = useListEntry('primary_site');
  const subSiteEntry = useListEntry('clinical_sub_site', primarySiteId);
  const histologyEntry = useListEntry('histologic_type');
  const pathology = form.formState.errors.pathology;
  const pathologyText = useWatch<ClinicalFormValues>({ name: 'pathology' });
  const pickedSite = siteEntry(primarySiteId);
  const pickedHistology = histologyEntry(
    toId(useWatch<ClinicalFormValues>({ name: 'histologicTypeId' })),
  );
  /** A list entry as the coding checks read it: its English name, and its name as shown. */
  const picked = (entry: typeof pickedSite) =>
    entry ? { name: entry.name, label: toOption(entry).label } : null;

  const fillTopography = (siteId: number | null, subSiteId: number | null) => {
    const site = siteEntry(siteId)?.name;
    if (!site) return;
    const current = form.getValues('topography') ?? null;
    const topography = suggestTopography(site, subSiteEntry(subSiteId)?.name ?? null, current);
    if (topography) form.setValue('topography', topography, { shouldValidate: true });
  };
  const fillMorphology = (histologyId: number | null) => {
    const histology = histologyEntry(histologyId)?.name;
    if (!histology) return;
    const morphology = suggestMorphology(histology, form.getValues('morphology') ?? null);
    if (morphology) form.setValue('morphology', morphology, { shouldValidate: true });
  };

  return (
    <FormSection title={t('ui.clinical.section.diagnosis')}>
      <MasterSelect
        name="primarySiteId"
        kind="primary_site"
        label={t('ui.clinical.field.primarySite')}
        required
        onPicked={(id) => {
          // A sub site belongs to one primary site: a new site clears it.
          form.setValue('subSiteId', null);
          fillTopography(id, null);
        }}
      />
      <MasterSelect
        name="subSiteId"
        kind="clinical_sub_site"
        parentId={primarySiteId}
        label={t('ui.clinical.field.subSite')}
        disabledHint={t('ui.clinical.field.subSiteHint')}
        onPicked={(id) => fillTopography(primarySiteId, id)}
      />
      <MasterSelect
        name="histologicTypeId"
        kind="histologic_type"
        label={t('ui.clinical.field.histologicType')}
        onPicked={fillMorphology}
      />
      <CodingFields
        patient={patient}
        primarySite={picked(pickedSite)}
        histologicType={picked(pickedHistology)}
      />
      <Textarea
        {...form.register('pathology')}
        label={t('ui.clinical.field.pathology')}
        description={characterCount(pathologyText, CLINICAL_LIMITS.pathology)}
        autosize
        minRows={2}
        // A report's lines: the section's whole width.
        style={{ gridColumn: '1 / -1' }}
        maxLength={CLINICAL_LIMITS.pathology}
        error={pathology?.message}
      />
    </FormSection>
  );
}

/** AJCC staging with the pathology findings that go with it. */
export function StagingSection() {
  const { t } = useTranslation();
  return (
    <FormSection title={t('ui.clinical.section.staging')}>
      <StagingFields />
      <MasterSelect name="ptId" kind="pt" label={t('ui.clinical.field.pt')} />
      <MasterSelect name="pnId" kind="pn" label={t('ui.clinical.field.pn')} />
      <MasterSelect name="marginsId" kind="margins" label={t('ui.clinical.field.margins')} />
      <ChoiceSelect name="eneEcs" label={t('ui.clinical.field.eneEcs')} options={ENE_ECS_OPTIONS} />
    </FormSection>
  );
}
