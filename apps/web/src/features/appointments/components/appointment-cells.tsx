import type { ReactNode } from 'react';
import { Box, Group, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Appointment } from '@portal/shared';
import { CardDetail } from '@/components/card-list';
import { typedTextStyle } from '@/components/typed-text';
import { formatDate } from '@/lib/format';
import { StatusBadge } from './status-badge';

/*
 * What every list of appointments shows of one (the dialog's, the to-do list, the patient's own):
 * its day and status, and what it is: heading, activity and the comment typed with it. As table
 * cells, and as a card's parts on a phone.
 */

/** The table headers of what an appointment is. */
export function SubjectHeaders() {
  const { t } = useTranslation();
  return (
    <>
      <Table.Th>{t('ui.appointments.col.heading')}</Table.Th>
      <Table.Th>{t('ui.appointments.col.activity')}</Table.Th>
      <Table.Th>{t('ui.appointments.col.comment')}</Table.Th>
    </>
  );
}

/** The table cells of what an appointment is, under SubjectHeaders. */
export function SubjectCells({ row }: { row: Appointment }) {
  return (
    <>
      <Table.Td>
        <WrappedText>{row.headingName}</WrappedText>
      </Table.Td>
      <Table.Td>
        <WrappedText>{row.activityName}</WrappedText>
      </Table.Td>
      <Table.Td>
        <WrappedText>
          <span style={typedTextStyle}>{row.comment ?? '-'}</span>
        </WrappedText>
      </Table.Td>
    </>
  );
}

/** The day of an appointment, in a table cell: on one line. */
export function DateCell({ row }: { row: Appointment }) {
  return <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(row.doDate)}</Table.Td>;
}

/** The top of an appointment's card: its day, and its status at the other end. */
export function CardHead({ row }: { row: Appointment }) {
  return (
    <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
      <Text fw={600}>{formatDate(row.doDate)}</Text>
      <StatusBadge status={row.status} />
    </Group>
  );
}

/** What an appointment is, as details of its card (inside CardDetails). */
export function SubjectDetails({ row }: { row: Appointment }) {
  const { t } = useTranslation();
  return (
    <>
      <CardDetail label={t('ui.appointments.col.heading')}>{row.headingName}</CardDetail>
      <CardDetail label={t('ui.appointments.col.activity')}>{row.activityName}</CardDetail>
      <CardDetail label={t('ui.appointments.col.comment')}>
        <span style={typedTextStyle}>{row.comment ?? '-'}</span>
      </CardDetail>
    </>
  );
}

/**
 * A name in a column: a long one with no spaces wraps at the column's widest instead of pushing
 * the actions off, and words that fit are never split (overflow-wrap 'anywhere' let the table
 * narrow a column until 'Investigation' broke in two).
 */
function WrappedText({ children }: { children: ReactNode }) {
  return (
    <Box maw="14rem" style={{ overflowWrap: 'break-word' }}>
      {children}
    </Box>
  );
}
