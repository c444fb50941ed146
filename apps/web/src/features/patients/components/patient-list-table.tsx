import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { GENDERS, type PatientListRow, type PatientStatus } from '@portal/shared';
import { TableStateRow } from '@/components/table-state-row';
import { PatientListRowActions } from './patient-list-row-actions';
import { PatientStatusMenu } from './patient-status-menu';
import './patient-list-table.css';
import { valueName } from '@/lib/i18n';
import { scrollRegion } from '@/components/scroll-region';

const COLUMNS = 5;

/** The old product stored missing numbers as the text 'null': both read as no number. */
const present = (value: string | null): value is string =>
  value !== null && value.trim() !== '' && value.trim().toLowerCase() !== 'null';

const genderName = (genderId: number) =>
  valueName(GENDERS.find((gender) => gender.id === genderId)?.name ?? '-');

interface PatientListTableProps {
  rows: PatientListRow[];
  loading: boolean;
  /** A new page is loading while the previous one is still shown. */
  busy: boolean;
  onStatus: (row: PatientListRow, status: PatientStatus) => void;
}

function MobileCell({ row }: { row: PatientListRow }) {
  const { t } = useTranslation();
  const alternatives = [row.alternativeMobileNumberOne, row.alternativeMobileNumberTwo]
    .filter(present)
    .join(', ');
  return (
    <>
      <Text fz="sm" style={{ whiteSpace: 'nowrap' }}>
        {present(row.mobileNumber) ? row.mobileNumber : '-'}
      </Text>
      <Text fz="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        {t('ui.patients.list.alternative', { numbers: alternatives || '-' })}
      </Text>
    </>
  );
}

/** Patient name, mobile numbers, gender, status and the row's actions. */
export function PatientListTable({ rows, loading, busy, onStatus }: PatientListTableProps) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer
      minWidth={720}
      type="native"
      // Keyboard users can scroll a table wider than the screen.
      {...scrollRegion(t('ui.patients.list.title'))}
    >
      <Table
        striped
        highlightOnHover
        verticalSpacing="sm"
        horizontalSpacing="md"
        aria-busy={busy}
        aria-label={t('ui.patients.list.table')}
        className="patient-list-table"
      >
        <Table.Thead>
          <Table.Tr style={{ whiteSpace: 'nowrap' }}>
            <Table.Th className="patient-list-name">{t('ui.patients.list.col.name')}</Table.Th>
            <Table.Th>{t('ui.patients.list.col.mobile')}</Table.Th>
            <Table.Th>{t('ui.patients.list.col.gender')}</Table.Th>
            <Table.Th>{t('ui.patients.list.col.status')}</Table.Th>
            <Table.Th>{t('ui.patients.list.col.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {loading || rows.length === 0 ? (
            <TableStateRow columns={COLUMNS} loading={loading} />
          ) : (
            rows.map((row) => (
              <Table.Tr key={row.patientId}>
                <Table.Td fw={600} className="patient-list-name">
                  {row.patientName}
                </Table.Td>
                <Table.Td>
                  <MobileCell row={row} />
                </Table.Td>
                <Table.Td>{genderName(row.genderId)}</Table.Td>
                <Table.Td>
                  <PatientStatusMenu row={row} onStatus={onStatus} />
                </Table.Td>
                <Table.Td>
                  <PatientListRowActions row={row} />
                </Table.Td>
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
