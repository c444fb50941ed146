import { Anchor, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZE, paths, type AdminHospitalRow } from '@portal/shared';
import { CardDetail, CardDetails } from '@/components/card-list';
import { TableFrame } from '@/components/table-frame';
import { formatCount, formatDate } from '@/lib/format';
import { valueName } from '@/lib/i18n';
import { SubscriptionState } from './subscription-state';

/** The hospital's name, a link to its page, then its kind and place. */
function HospitalName({ row, number }: { row: AdminHospitalRow; number?: number }) {
  return (
    <>
      <Anchor
        component={Link}
        to={paths.adminHospital.getHref(row.hospitalId)}
        fw={600}
        fz="sm"
        style={{ overflowWrap: 'anywhere' }}
      >
        {number === undefined ? row.hospitalName : `${number}. ${row.hospitalName}`}
      </Anchor>
      <Text fz="xs" c="dimmed">
        {valueName(row.hospitalType)} · {row.districtName}, {row.stateName}
      </Text>
    </>
  );
}

interface HospitalsTableProps {
  rows: AdminHospitalRow[];
  page: number;
  loading: boolean;
  busy: boolean;
}

/** A page of hospitals: a table on a desktop, a card a hospital on a phone. */
export function HospitalsTable({ rows, page, loading, busy }: HospitalsTableProps) {
  const { t } = useTranslation();
  const label = t('ui.admin.hospitals');
  const numberOf = (index: number) => (page - 1) * PAGE_SIZE + index + 1;
  return (
    <TableFrame
      label={label}
      columns={7}
      minWidth={980}
      loading={loading}
      busy={busy}
      rows={rows}
      rowKey={(row) => row.hospitalId}
      card={(row, index) => (
        <Stack gap="xs">
          <div>
            <HospitalName row={row} number={numberOf(index)} />
          </div>
          <CardDetails>
            <CardDetail label={t('ui.hospitals.col.chiefAdmin')}>{row.chiefAdminName}</CardDetail>
            <CardDetail label={t('ui.hospitals.col.mobile')}>{row.mobile ?? '-'}</CardDetail>
            <CardDetail label={t('ui.hospitals.col.doctors')}>
              {formatCount(row.doctors)}
            </CardDetail>
            <CardDetail label={t('ui.hospitals.col.patients')}>
              {formatCount(row.patients)}
            </CardDetail>
            <CardDetail label={t('ui.hospitals.col.subscription')}>
              <SubscriptionState row={row} />
            </CardDetail>
            <CardDetail label={t('ui.hospitals.col.registered')}>
              {formatDate(row.registeredAt)}
            </CardDetail>
          </CardDetails>
        </Stack>
      )}
      head={
        <Table.Tr>
          <Table.Th w={70}>{t('ui.hospitals.col.srNo')}</Table.Th>
          <Table.Th>{t('ui.hospitals.col.hospital')}</Table.Th>
          <Table.Th>{t('ui.hospitals.col.chiefAdmin')}</Table.Th>
          <Table.Th ta="right">{t('ui.hospitals.col.doctors')}</Table.Th>
          <Table.Th ta="right">{t('ui.hospitals.col.patients')}</Table.Th>
          <Table.Th>{t('ui.hospitals.col.subscription')}</Table.Th>
          <Table.Th>{t('ui.hospitals.col.registered')}</Table.Th>
        </Table.Tr>
      }
    >
      {rows.map((row, index) => (
        <Table.Tr key={row.hospitalId}>
          <Table.Td>{numberOf(index)}</Table.Td>
          <Table.Td>
            <HospitalName row={row} />
          </Table.Td>
          <Table.Td>
            <Text fz="sm">{row.chiefAdminName}</Text>
            {row.mobile && (
              <Text fz="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                {row.mobile}
              </Text>
            )}
          </Table.Td>
          <Table.Td ta="right">{formatCount(row.doctors)}</Table.Td>
          <Table.Td ta="right">{formatCount(row.patients)}</Table.Td>
          <Table.Td>
            <SubscriptionState row={row} />
          </Table.Td>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(row.registeredAt)}</Table.Td>
        </Table.Tr>
      ))}
    </TableFrame>
  );
}
