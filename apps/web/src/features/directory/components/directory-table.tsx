import '../text-values';
import { useTranslation } from 'react-i18next';
import type { DirectoryRow } from '@portal/shared';
import { valueName } from '@/lib/i18n';
import { ResultsTable, shown, type ResultColumn } from './results-table';

interface DirectoryTableProps {
  rows: DirectoryRow[];
  page: number;
  loading: boolean;
  busy: boolean;
}

/** The find-doctor table, with the spec's columns. */
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
      cell: (row) => (row.mobileNo ? `${row.mobileCountryCode} ${row.mobileNo}`.trim() : '-'),
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
      {...props}
    />
  );
}
