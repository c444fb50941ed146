import { TextInput } from '@mantine/core';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AJCC_EDITION, STAGE_PREFIXES, deriveStageGroup, stagingListsFor } from '@portal/shared';
import { valueName } from '@/lib/i18n';
import { filledText, type ClinicalFormValues } from '../lib/form-values';
import { ChoiceSelect } from './fields';

const PREFIX_TEXTS = {
  c: 'ui.clinical.stagePrefix.c',
  p: 'ui.clinical.stagePrefix.p',
  yc: 'ui.clinical.stagePrefix.yc',
  yp: 'ui.clinical.stagePrefix.yp',
} as const;

/**
 * AJCC 8th edition staging: the prefix (clinical, pathological, after therapy), T, N and M from
 * the site's table, and the stage group derived from them; a site without a table takes an
 * entered group from the free list.
 */
export function StagingFields() {
  const { t } = useTranslation();
  const watched = useWatch<ClinicalFormValues>({
    name: ['topography', 'morphology', 'stageT', 'stageN', 'stageM'],
  });
  const [topography, morphology, stageT, stageN, stageM] = watched.map<string | null>(filledText);
  const lists = stagingListsFor(topography, morphology);
  const derived =
    lists.schema && stageT && stageN && stageM
      ? deriveStageGroup(lists.schema, stageT, stageN, stageM)
      : null;
  const tableNote = lists.schema
    ? t('ui.clinical.staging.table', {
        site: valueName(lists.schema.title),
        edition: AJCC_EDITION,
      })
    : topography
      ? t('ui.clinical.staging.noTable', { edition: AJCC_EDITION })
      : t('ui.clinical.staging.needsSite');
  return (
    <>
      <ChoiceSelect
        name="stagePrefix"
        label={t('ui.clinical.field.stagePrefix')}
        options={STAGE_PREFIXES}
        optionLabel={(prefix) => t(PREFIX_TEXTS[prefix as keyof typeof PREFIX_TEXTS])}
      />
      <ChoiceSelect name="stageT" label={t('ui.clinical.field.stageT')} options={lists.t} />
      <ChoiceSelect name="stageN" label={t('ui.clinical.field.stageN')} options={lists.n} />
      <ChoiceSelect name="stageM" label={t('ui.clinical.field.stageM')} options={lists.m} />
      {lists.schema ? (
        <TextInput
          label={t('ui.clinical.field.stageGroup')}
          description={tableNote}
          value={derived ?? ''}
          placeholder={
            stageT && stageN && stageM
              ? t('ui.clinical.staging.noGroup')
              : t('ui.clinical.staging.needsTnm')
          }
          readOnly
          data-testid="derived-stage-group"
        />
      ) : (
        <ChoiceSelect
          name="stageGroup"
          label={t('ui.clinical.field.stageGroup')}
          description={tableNote}
          options={lists.groups}
        />
      )}
      {/* A screen reader hears the derived group when it changes (an input's value is not read). */}
      <div className="visually-hidden" aria-live="polite">
        {derived ? `${t('ui.clinical.field.stageGroup')}: ${derived}` : ''}
      </div>
    </>
  );
}
