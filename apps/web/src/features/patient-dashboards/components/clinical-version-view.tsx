import { Fragment, type ReactNode } from 'react';
import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { tnmText, type ClinicalVersion } from '@portal/shared';
import { formatDate } from '@/lib/format';
import { valueName } from '@/lib/i18n';

/**
 * A clinical form's listed value (intent, modality, plan and type of radiation) in the language
 * in use, as the form shows it; a technique such as IMRT stays as written.
 */
const named = (value: string | null) => value && valueName(value);
/** A date kept on one line: a phone would break '15-Nov-2026' at its hyphens. */
const day = (date: string | null) =>
  date && <span style={{ whiteSpace: 'nowrap' }}>{formatDate(date)}</span>;
/** A period as far as its dates are known: "start – end", the start alone, or "– end". */
const period = (start: string | null, end: string | null) =>
  (start || end) && (
    <>
      {day(start)}
      {start && end && ' '}
      {end && <>– {day(end)}</>}
    </>
  );
const joined = (...parts: ReactNode[]): ReactNode => {
  const shown = parts.filter(
    (part) => part !== null && part !== undefined && part !== false && part !== '',
  );
  if (shown.length === 0) return '-';
  return shown.map((part, index) => (
    <Fragment key={index}>
      {index > 0 && ' · '}
      {part}
    </Fragment>
  ));
};

/** The main facts of one clinical version, in the order a doctor reads them. */
export function ClinicalVersionView({ version }: { version: ClinicalVersion }) {
  const { t } = useTranslation();
  const { details, names } = version;
  const rows: [string, ReactNode][] = [
    [
      t('ui.patientDashboards.status'),
      details.status === 3
        ? t('ui.patientDashboards.completeStatus')
        : t('ui.patientDashboards.onGoing'),
    ],
    [t('ui.patientDashboards.site'), joined(names.primarySite, names.subSite)],
    [t('ui.patientDashboards.tnm'), joined(tnmText(details), details.stageGroup)],
    [t('ui.patientDashboards.codes'), joined(version.coding.topography, version.coding.morphology)],
    [t('ui.patientDashboards.histology'), names.histologicType ?? '-'],
    // The pathology section's own pT and pN lists, apart from the staging's T and N.
    [t('ui.patientDashboards.pathologyTn'), joined(names.pt, names.pn)],
    [t('ui.patientDashboards.intent'), joined(named(details.intent), named(details.modality))],
    [t('ui.patientDashboards.treatment'), names.treatment ?? '-'],
    [
      t('ui.patientDashboards.surgery'),
      joined(
        day(details.dateOfSurgery),
        details.primaryResection,
        details.nodeDissection,
        details.reconstruction,
      ),
    ],
    [
      t('ui.patientDashboards.radiation'),
      joined(
        named(details.planOfRadiation),
        named(details.typeOfRadiation),
        period(details.rtStartDate, details.rtCompleteDate),
        details.fractions !== null &&
          t('ui.patientDashboards.fractions', { count: details.fractions }),
        details.doseGy !== null ? `${details.doseGy} Gy` : null,
      ),
    ],
    [
      t('ui.patientDashboards.chemotherapy'),
      joined(
        details.chemoProtocol,
        day(details.dateOfChemo),
        details.proposedCycles !== null &&
          t('ui.patientDashboards.cycles', { count: details.proposedCycles }),
      ),
    ],
  ];
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      {rows.map(([label, value]) => (
        <Stack key={label} gap={0}>
          <Text size="sm" c="dimmed">
            {label}
          </Text>
          <Text fw={500}>{value}</Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
