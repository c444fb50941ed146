import '../text-values';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DirectoryRow } from '@portal/shared';
import { CardDetail, CardDetails } from '@/components/card-list';
import { valueName } from '@/lib/i18n';
import { CallLink, EmailLink } from './contact-links';
import { ResultsTable, shown, type ResultColumn } from './results-table';

interface DirectoryTableProps {
  rows: DirectoryRow[];
  page: number;
  loading: boolean;
  busy: boolean;
}

/** The hospital's mobile number as it is written, with its country code; null when it has none. */
const mobileOf = (row: DirectoryRow) =>
  row.mobileNo ? `${row.mobileCountryCode} ${row.mobileNo}`.trim() : null;

/**
 * A hospital on a phone's screen: its name, then the table's columns as labelled details, the
 * mobile number and email address ready to tap (the reason a patient looks one up).
 */
function HospitalCard({ row, number }: { row: DirectoryRow; number: number }) {
  const { t } = useTranslation();
  const mobile = mobileOf(row);
  return (
    <Stack gap="xs">
      <Text fw={600}>
        {number}. {row.hospitalName}
      </Text>
      <CardDetails>
        <CardDetail label={t('ui.directory.colSpeciality')}>{shown(row.speciality)}</CardDetail>
        <CardDetail label={t('ui.directory.colHospitalType')}>
          {shown(valueName(row.hospitalType))}
        </CardDetail>
        <CardDetail label={t('ui.directory.colHospitalCode')}>{shown(row.hospitalCode)}</CardDetail>
        <CardDetail label={t('ui.directory.colMobile')}>
          {mobile ? <CallLink number={mobile} /> : '-'}
        </CardDetail>
        <CardDetail label={t('ui.directory.colEmail')}>
          <EmailLink email={row.emailId} />
        </CardDetail>
        <CardDetail label={t('ui.directory.colCity')}>{shown(row.cityName)}</CardDetail>
        <CardDetail label={t('ui.directory.colDistrict')}>{shown(row.districtName)}</CardDetail>
        <CardDetail label={t('ui.directory.colState')}>{shown(row.stateName)}</CardDetail>
        <CardDetail label={t('ui.directory.colCountry')}>{shown(row.countryName)}</CardDetail>
      </CardDetails>
    </Stack>
  );
}

/** The find-doctor table, with the spec's columns; on a phone, a card a hospital. */
export function DirectoryTable(props: DirectoryTableProps) {
  const { t } = useTranslation();
  const columns: ResultColumn<DirectoryRow>[] = [
    {
      header: t('ui.directory.colHospitalName'),
      cell: (row) => row.hospitalName,
      minWidth: 180,
      strong: true,
    },
    { header: t('ui.directory.colHospitalCode'), cell: (row) => shown(row.hospitalCode) },
    {
      header: t('ui.directory.colHospitalType'),
      cell: (row) => shown(valueName(row.hospitalType)),
    },
    {
      header: t('ui.directory.colMobile'),
      cell: (row) => shown(mobileOf(row)),
      style: { whiteSpace: 'nowrap' },
    },
    {
      header: t('ui.directory.colEmail'),
      cell: (row) => shown(row.emailId),
      style: { wordBreak: 'break-all' },
    },
    { header: t('ui.directory.colCountry'), cell: (row) => shown(row.countryName) },
    { header: t('ui.directory.colState'), cell: (row) => shown(row.stateName) },
    { header: t('ui.directory.colDistrict'), cell: (row) => shown(row.districtName) },
    { header: t('ui.directory.colCity'), cell: (row) => shown(row.cityName) },
    {
      header: t('ui.directory.colSpeciality'),
      cell: (row) => shown(row.speciality),
      minWidth: 160,
    },
  ];
  return (
    <ResultsTable
      label={t('ui.directory.results')}
      columns={columns}
      rowKey={(row) => row.hospitalId}
      minWidth={1100}
      card={(row, number) => <HospitalCard row={row} number={number} />}
      {...props}
    />
  );
}
