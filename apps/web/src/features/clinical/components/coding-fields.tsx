import { Alert, List, Text } from '@mantine/core';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { checkDiagnosisFor, stagingListsFor, type PickedListEntry } from '@portal/shared';
import { MORPHOLOGIES, morphologyOf } from '@portal/shared/registry/icdo3-morphology';
import { TOPOGRAPHIES, topographyOf } from '@portal/shared/registry/icdo3-topography';
import { icd10For } from '@portal/shared/registry/icd10';
import { AlertIcon } from '@/components/icons';
import { translateMessage } from '@/lib/i18n';
import { filledText, type ClinicalFormValues } from '../lib/form-values';
import type { PatientFacts } from '../lib/patient-facts';
import { CodeSelect } from './code-select';

const STAGE_FIELDS = [
  ['stageT', 't'],
  ['stageN', 'n'],
  ['stageM', 'm'],
] as const;

/**
 * The coded diagnosis: ICD-O-3 topography and morphology, the ICD-10 code they give, and the
 * coding checks for this patient and the primary site and histologic type picked, as the doctor
 * types (the server checks again on save).
 */
export function CodingFields({
  patient,
  primarySite,
  histologicType,
}: {
  patient: PatientFacts;
  primarySite: PickedListEntry | null;
  histologicType: PickedListEntry | null;
}) {
  const { t } = useTranslation();
  const form = useFormContext<ClinicalFormValues>();
  const watched = useWatch<ClinicalFormValues>({ name: ['topography', 'morphology'] });
  const topography = filledText(watched[0]);
  const morphology = filledText(watched[1]);
  const known = topography && topographyOf(topography) ? topography : null;
  const icd10 = known
    ? icd10For(known, morphology && morphologyOf(morphology) ? morphology : null)
    : null;
  const { errors, warnings } = known
    ? checkDiagnosisFor({ topography: known, morphology }, patient, primarySite, histologicType)
    : { errors: [], warnings: [] };

  // A new site or histology can change the staging table: drop categories it does not have.
  const keepStagesOfTable = () => {
    const lists = stagingListsFor(
      filledText(form.getValues('topography')),
      filledText(form.getValues('morphology')),
    );
    for (const [field, list] of STAGE_FIELDS) {
      const category = filledText(form.getValues(field));
      if (category && !lists[list].includes(category)) form.setValue(field, null);
    }
    if (lists.schema) form.setValue('stageGroup', null);
  };

  return (
    <>
      <CodeSelect
        name="topography"
        label={t('ui.clinical.field.topography')}
        required
        codes={TOPOGRAPHIES}
        onPicked={keepStagesOfTable}
      />
      <CodeSelect
        name="morphology"
        label={t('ui.clinical.field.morphology')}
        codes={MORPHOLOGIES}
        onPicked={keepStagesOfTable}
      />
      <Text fz="sm" data-testid="icd10-code" aria-live="polite">
        {t('ui.clinical.field.icd10')}: <strong>{icd10 ?? '-'}</strong>
      </Text>
      {errors.length + warnings.length > 0 && (
        <Alert
          color={errors.length > 0 ? 'red' : 'yellow'}
          variant="light"
          icon={<AlertIcon />}
          title={
            errors.length > 0 ? t('ui.clinical.coding.refused') : t('ui.clinical.coding.review')
          }
          style={{ gridColumn: '1 / -1' }}
        >
          <List size="sm">
            {[...errors, ...warnings].map((issue) => (
              <List.Item key={issue.code}>{translateMessage(issue.message)}</List.Item>
            ))}
          </List>
        </Alert>
      )}
    </>
  );
}
