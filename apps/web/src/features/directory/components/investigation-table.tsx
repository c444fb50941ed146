import '../text-values';
import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { InvestigationClinicRow } from '@portal/shared';
import { CallLink, EmailLink } from './contact-links';
import { ResultsTable, shown, type ResultColumn } from './results-table';

interface InvestigationTableProps {
  rows: InvestigationClinicRow[];
  page: number;
  loading: boolean;
  busy: boolean;
}

/** Street, city and pincode, as one would write them on an envelope. */
const addressOf = (row: InvestigationClinicRow) =>
  shown([row.addressLine1, row.cityName, row.pincode].filter(Boolean).join(', '));

/** Mobile and landline, each a link a phone can call. */
function Phones({ row }: { row: InvestigationClinicRow }) {
  const numbers = [
    row.mobileNo ? `${row.mobileCountryCode} ${row.mobileNo}` : null,
    row.landlineNo ? [row.landlineCode, row.landlineNo].filter(Boolean).join(' ') : null,
  ].filter((number): number is string => number !== null);
  if (numbers.length === 0) return '-';
  return (
    // Apart enough to tap one without the other (a 24 px target each, WCAG 2.5.8).
    <Stack gap={8}>
      {numbers.map((number) => (
        <CallLink key={number} number={number} />
      ))}
    </Stack>
  );
}

/** A clinic on a phone's screen: name, services, address, then the links to call or write. */
function ClinicCard({ row, number }: { row: InvestigationClinicRow; number: number }) {
  return (
    <Stack gap={4}>
      <Text fw={600}>
        {number}. {row.hospitalName}
      </Text>
      <Text fz="sm" c="gray.7">
        {shown(row.services.join(', '))}
      </Text>
      <Text fz="sm">{addressOf(row)}</Text>
      <Text fz="sm">
        {row.districtName}, {row.stateName}
      </Text>
      <Group gap="lg" mt={4} align="flex-start">
        <Phones row={row} />
        {row.emailId && <EmailLink email={row.emailId} />}
      </Group>
    </Stack>
  );
}

/** Radiology and pathology clinics with what they offer and how to reach them. */
export function InvestigationTable(props: InvestigationTableProps) {
  const { t } = useTranslation();
  const columns: ResultColumn<InvestigationClinicRow>[] = [
    {
      header: t('ui.directory.colClinicName'),
      cell: (row) => row.hospitalName,
      minWidth: 180,
      strong: true,
    },
    {
      header: t('ui.directory.colServices'),
      cell: (row) => shown(row.services.join(', ')),
      minWidth: 170,
    },
    { header: t('ui.directory.colAddress'), cell: addressOf, minWidth: 200 },
    { header: t('ui.directory.colDistrict'), cell: (row) => row.districtName },
    { header: t('ui.directory.colState'), cell: (row) => row.stateName },
    {
      header: t('ui.directory.colPhone'),
      cell: (row) => <Phones row={row} />,
      style: { whiteSpace: 'nowrap' },
    },
    {
      header: t('ui.directory.colEmail'),
      cell: (row) => <EmailLink email={row.emailId} />,
      minWidth: 160,
    },
  ];
  return (
    <ResultsTable
      label={t('ui.directory.investResults')}
      columns={columns}
      rowKey={(row) => row.hospitalId}
      minWidth={1000}
      card={(row, number) => <ClinicCard row={row} number={number} />}
      {...props}
    />
  );
}
