import { TableStateRow } from '@/components/table-state-row';
import { Checkbox, Group, Stack, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContactEnquiry } from '@portal/shared';
import { errorMessage } from '@/lib/api-client';
import { formatDate, formatDateTime } from '@/lib/format';
import { notifyError } from '@/lib/notify';
import { useSetEnquiryHandled } from '../api/set-enquiry-handled';
import { valueName } from '@/lib/i18n';
import { typedTextStyle, typedValueStyle } from '@/components/typed-text';
import { CardDetail, CardDetails, CardList } from '@/components/card-list';
import { usePhoneWidth } from '@/lib/use-phone-width';

/** HH:mm in Asia/Kolkata: the time part of formatDateTime. */
const formatTime = (value: string) => formatDateTime(value).split(' ')[1] ?? '';

const COLUMNS = 8;

interface EnquiriesTableProps {
  rows: ContactEnquiry[];
  loading: boolean;
  busy: boolean;
}

/**
 * Whether the team has answered an enquiry: a box that saves when ticked. On a card it says
 * what it is beside it (`labelled`); in the table its column header does.
 */
function HandledCell({ row, labelled = false }: { row: ContactEnquiry; labelled?: boolean }) {
  const { t } = useTranslation();
  const setHandled = useSetEnquiryHandled();
  // The box follows the click at once; the server's answer (or a refusal) settles it.
  const [choice, setChoice] = useState<boolean | null>(null);
  return (
    <Stack gap={2} align="flex-start">
      <Checkbox
        aria-label={t('ui.contact.markHandled', { name: row.name })}
        label={labelled ? t('ui.contact.colHandled') : undefined}
        checked={choice ?? row.handledAt !== null}
        onChange={(event) => {
          const handled = event.currentTarget.checked;
          setChoice(handled);
          setHandled.mutate(
            { id: row.id, handled },
            {
              onError: (error) => notifyError(errorMessage(error)),
              onSettled: () => setChoice(null),
            },
          );
        }}
      />
      {row.handledAt && (
        <Text fz="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {t('ui.contact.handledOn', { date: formatDate(row.handledAt) })}
        </Text>
      )}
    </Stack>
  );
}

/** An enquiry on a phone's screen: who and when, the table's columns, what they wrote. */
function EnquiryCard({ row }: { row: ContactEnquiry }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <Group justify="space-between" align="baseline" gap="xs">
        <Text fw={600} style={typedValueStyle}>
          {row.name}
        </Text>
        <Text fz="sm" c="dimmed">
          {formatDateTime(row.createdAt)}
        </Text>
      </Group>
      <CardDetails>
        <CardDetail label={t('ui.contact.colEmail')}>{row.emailId}</CardDetail>
        <CardDetail label={t('ui.contact.colMobile')}>{row.mobileNumber}</CardDetail>
        <CardDetail label={t('ui.contact.colLocation')}>
          {row.city}, {row.districtName}, {row.stateName}, {row.countryName}
        </CardDetail>
        <CardDetail label={t('ui.contact.colPurpose')}>{valueName(row.purpose)}</CardDetail>
      </CardDetails>
      <Text fz="sm" style={typedTextStyle}>
        {row.description}
      </Text>
      <HandledCell row={row} labelled />
    </Stack>
  );
}

export function EnquiriesTable({ rows, loading, busy }: EnquiriesTableProps) {
  const { t } = useTranslation();
  const phone = usePhoneWidth();
  if (phone) {
    return (
      <CardList
        label={t('ui.contact.enquiriesTitle')}
        rows={rows}
        loading={loading}
        busy={busy}
        rowKey={(row) => row.id}
        card={(row) => <EnquiryCard row={row} />}
      />
    );
  }
  return (
    <Table.ScrollContainer minWidth={1100} type="native">
      <Table
        striped
        highlightOnHover
        verticalSpacing="sm"
        horizontalSpacing="sm"
        aria-busy={busy}
        styles={{ td: { verticalAlign: 'top' } }}
      >
        <Table.Thead>
          <Table.Tr style={{ whiteSpace: 'nowrap' }}>
            <Table.Th>{t('ui.contact.colDate')}</Table.Th>
            <Table.Th miw={120}>{t('ui.contact.colName')}</Table.Th>
            <Table.Th miw={190}>{t('ui.contact.colEmail')}</Table.Th>
            <Table.Th>{t('ui.contact.colMobile')}</Table.Th>
            <Table.Th miw={130}>{t('ui.contact.colLocation')}</Table.Th>
            <Table.Th miw={160}>{t('ui.contact.colPurpose')}</Table.Th>
            <Table.Th miw={240}>{t('ui.contact.colDescription')}</Table.Th>
            <Table.Th>{t('ui.contact.colHandled')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {loading || rows.length === 0 ? (
            <TableStateRow columns={COLUMNS} loading={loading} />
          ) : (
            rows.map((row) => (
              <Table.Tr key={row.id}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {formatDate(row.createdAt)}
                  <Text fz="xs" c="dimmed">
                    {formatTime(row.createdAt)}
                  </Text>
                </Table.Td>
                <Table.Td style={typedValueStyle}>{row.name}</Table.Td>
                <Table.Td style={typedValueStyle}>{row.emailId}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{row.mobileNumber}</Table.Td>
                <Table.Td style={typedValueStyle}>
                  {row.city}, {row.districtName}
                  <Text fz="xs" c="dimmed">
                    {row.stateName}, {row.countryName}
                  </Text>
                </Table.Td>
                <Table.Td>{valueName(row.purpose)}</Table.Td>
                <Table.Td style={typedTextStyle}>{row.description}</Table.Td>
                <Table.Td>
                  <HandledCell row={row} />
                </Table.Td>
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
