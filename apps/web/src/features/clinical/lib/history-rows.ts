import { clinicalStatusLabel, tnmText, type ClinicalVersion } from '@portal/shared';
import { morphologyOf } from '@portal/shared/registry/icdo3-morphology';
import { topographyOf } from '@portal/shared/registry/icdo3-topography';
import type { clinicalTextValues } from '../text-values';
import { formatDate } from '@/lib/format';
import { valueName } from '@/lib/i18n';

type TextKey = keyof typeof clinicalTextValues;

export interface HistorySection {
  title: TextKey;
  rows: { label: TextKey; value: string }[];
}

/**
 * A version's values by form section, given values only, dates dd-MMM-yyyy, the fixed lists'
 * values in the language in use.
 */
export function historySections({
  details,
  names,
  status,
  coding,
}: ClinicalVersion): HistorySection[] {
  const date = (value: string | null) => (value ? formatDate(value) : null);
  const named = (value: string | null) => (value ? valueName(value) : null);
  const titled = (code: string | null, find: (code: string) => { label: string } | undefined) =>
    code ? `${code} ${find(code)?.label ?? ''}`.trim() : null;
  const sections: { title: TextKey; rows: [TextKey, string | number | null][] }[] = [
    {
      title: 'ui.clinical.section.diagnosis',
      rows: [
        ['ui.clinical.field.primarySite', names.primarySite],
        ['ui.clinical.field.subSite', names.subSite],
        ['ui.clinical.field.histologicType', names.histologicType],
        ['ui.clinical.field.topography', titled(coding.topography, topographyOf)],
        ['ui.clinical.field.morphology', titled(coding.morphology, morphologyOf)],
        ['ui.clinical.field.icd10', coding.icd10],
        ['ui.clinical.field.pathology', details.pathology],
      ],
    },
    {
      title: 'ui.clinical.section.staging',
      rows: [
        ['ui.clinical.field.tnm', tnmText(details) || null],
        [
          'ui.clinical.field.stageGroup',
          details.stageGroup && details.stageEdition
            ? `${details.stageGroup} (AJCC ${details.stageEdition})`
            : details.stageGroup,
        ],
        ['ui.clinical.field.pt', names.pt],
        ['ui.clinical.field.pn', names.pn],
        ['ui.clinical.field.margins', names.margins],
        ['ui.clinical.field.eneEcs', named(details.eneEcs)],
      ],
    },
    {
      title: 'ui.clinical.section.treatment',
      rows: [
        ['ui.clinical.field.status', named(clinicalStatusLabel(status))],
        ['ui.clinical.field.intent', named(details.intent)],
        ['ui.clinical.field.modality', named(details.modality)],
        ['ui.clinical.field.treatment', names.treatment],
      ],
    },
    {
      title: 'ui.clinical.section.surgery',
      rows: [
        ['ui.clinical.field.dateOfAdmission', date(details.dateOfAdmission)],
        ['ui.clinical.field.dateOfSurgery', date(details.dateOfSurgery)],
        ['ui.clinical.field.dateOfDischarge', date(details.dateOfDischarge)],
        ['ui.clinical.field.primaryResection', details.primaryResection],
        ['ui.clinical.field.nodeDissection', details.nodeDissection],
        ['ui.clinical.field.reconstruction', details.reconstruction],
      ],
    },
    {
      title: 'ui.clinical.section.radiation',
      rows: [
        ['ui.clinical.field.planOfRadiation', named(details.planOfRadiation)],
        ['ui.clinical.field.typeOfRadiation', named(details.typeOfRadiation)],
        ['ui.clinical.field.rtStartDate', date(details.rtStartDate)],
        ['ui.clinical.field.rtCompleteDate', date(details.rtCompleteDate)],
        ['ui.clinical.field.fractions', details.fractions],
        ['ui.clinical.field.doseGy', details.doseGy],
      ],
    },
    {
      title: 'ui.clinical.section.chemo',
      rows: [
        ['ui.clinical.field.chemoProtocol', details.chemoProtocol],
        ['ui.clinical.field.dateOfChemo', date(details.dateOfChemo)],
        ['ui.clinical.field.proposedCycles', details.proposedCycles],
        ['ui.clinical.field.nextCycleDate', date(details.nextCycleDate)],
      ],
    },
    {
      title: 'ui.clinical.section.comment',
      rows: [['ui.clinical.field.comment', details.comment]],
    },
  ];
  return sections
    .map(({ title, rows }) => ({
      title,
      rows: rows
        .filter((row): row is [TextKey, string | number] => row[1] !== null && row[1] !== '')
        .map(([label, value]) => ({ label, value: String(value) })),
    }))
    .filter((section) => section.rows.length > 0);
}
