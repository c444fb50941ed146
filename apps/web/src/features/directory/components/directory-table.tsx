import { TableStateRow } from '@/components/table-state-row';
import { Box, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZE, type DirectoryRow } from '@portal/shared';

const COLUMNS = 11;

/** Empty values show as a dash, as the spec's table does. */
const shown = (value: string | null | undefined) => (value?.trim() ? value : '-');

interface DirectoryTableProps {
  rows: DirectoryRow[];
  page: number;
  loading: boolean;
  busy: boolean;
}

export function DirectoryTable({ rows, page, loading, busy }: DirectoryTableProps) {
  const { t } = useTranslation();
  return (
    // The scroll box is focusable so keyboard users can scroll a table wider than the screen.
    <Box
      tabIndex={0}
      role="region"
      aria-label={t('ui.directory.results')}
      style={{ overflowX: 'auto' }}
    >
      <Table
        miw={1100}
        striped
        highlightOnHover
        verticalSpacing="sm"
        horizontalSpacing="sm"
        aria-busy={busy}
        aria-label={t('ui.directory.results')}
      >
        <Table.Thead>
          <Table.Tr style={{ whiteSpace: 'nowrap' }}>
            <Table.Th w={70}>{t('ui.directory.colSrNo')}</Table.Th>
            <Table.Th miw={180}>{t('ui.directory.colHospitalName')}</Table.Th>
            <Table.Th>{t('ui.directory.colHospitalCode')}</Table.Th>
            <Table.Th>{t('ui.directory.colHospitalType')}</Table.Th>
            <Table.Th>{t('ui.directory.colMobile')}</Table.Th>
            <Table.Th>{t('ui.directory.colEmail')}</Table.Th>
            <Table.Th>{t('ui.directory.colCountry')}</Table.Th>
            <Table.Th>{t('ui.directory.colState')}</Table.Th>
            <Table.Th>{t('ui.directory.colDistrict')}</Table.Th>
            <Table.Th>{t('ui.directory.colCity')}</Table.Th>
            <Table.Th miw={160}>{t('ui.directory.colSpeciality')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {loading || rows.length === 0 ? (
            <TableStateRow columns={COLUMNS} loading={loading} />
          ) : (
            rows.map((row, index) => (
              <Table.Tr key={row.hospitalId}>
                <Table.Td>{(page - 1) * PAGE_SIZE + index + 1}</Table.Td>
                <Table.Td fw={500}>{row.hospitalName}</Table.Td>
                <Table.Td>{shown(row.hospitalCode)}</Table.Td>
                <Table.Td>{shown(row.hospitalType)}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {row.mobileNo ? `${row.mobileCountryCode} ${row.mobileNo}`.trim() : '-'}
                </Table.Td>
                <Table.Td style={{ wordBreak: 'break-all' }}>{shown(row.emailId)}</Table.Td>
                <Table.Td>{shown(row.countryName)}</Table.Td>
                <Table.Td>{shown(row.stateName)}</Table.Td>
                <Table.Td>{shown(row.districtName)}</Table.Td>
                <Table.Td>{shown(row.cityName)}</Table.Td>
                <Table.Td>{shown(row.speciality)}</Table.Td>
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
    </Box>
  );
}
