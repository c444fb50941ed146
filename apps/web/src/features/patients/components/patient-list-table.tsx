import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { TableStateRow } from '@/components/table-state-row';
import { PatientCardList } from './patient-card-list';
import { genderName, MobileCell, type PatientListProps } from './patient-list-cells';
import { PatientListRowActions } from './patient-list-row-actions';
import { PatientStatusMenu } from './patient-status-menu';
import './patient-list-table.css';
import { scrollRegion } from '@/components/scroll-region';
import { usePhoneWidth } from '@/lib/use-phone-width';

const COLUMNS = 5;

/**
 * The page of patients: a table, and on a phone (below Mantine's `xs`, 36em) a card a patient,
 * where the table scrolled sideways and took a patient's name away from the row's actions. One
 * or the other is rendered, never both, so each name is on the page once.
 */
export function PatientListTable(props: PatientListProps) {
  const phone = usePhoneWidth();
  return phone ? <PatientCardList {...props} /> : <WideTable {...props} />;
}

/** Patient name, mobile numbers, gender, status and the row's actions. */
function WideTable({ rows, loading, busy, onStatus }: PatientListProps) {
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
