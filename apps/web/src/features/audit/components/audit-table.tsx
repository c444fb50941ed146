import { Badge, Code, Group, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AuditLine, UserType } from '@portal/shared';
import { CardDetail, CardDetails, CardList } from '@/components/card-list';
import { TableStateRow } from '@/components/table-state-row';
import { formatDateTime } from '@/lib/format';
import { usePhoneWidth } from '@/lib/use-phone-width';

const COLUMNS = 6;

const USER_TYPE_TEXTS = {
  super_admin: 'ui.audit.userType.super_admin',
  doctor: 'ui.audit.userType.doctor',
  patient: 'ui.audit.userType.patient',
  guest: 'ui.audit.userType.guest',
} as const satisfies Record<UserType, string>;
const isUserType = (type: string): type is UserType => Object.hasOwn(USER_TYPE_TEXTS, type);

/** The detail object as short `key: value` lines (values that are objects as JSON). */
function detailText(detail: AuditLine['detail']): string {
  if (!detail || Object.keys(detail).length === 0) return '-';
  return Object.entries(detail)
    .map(([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join('\n');
}

function Actor({ line }: { line: AuditLine }) {
  const { t } = useTranslation();
  const userTypeText = (type: string) => (isUserType(type) ? t(USER_TYPE_TEXTS[type]) : type);
  if (line.actor) {
    return (
      <Stack gap={0}>
        <Text fz="sm" fw={600}>
          {line.actor.name}
        </Text>
        <Text fz="xs" c="dimmed">
          {line.actor.mobileNumber} · {userTypeText(line.actor.userType)}
        </Text>
      </Stack>
    );
  }
  return (
    <Text fz="sm" c="dimmed">
      {line.actorUserId === null
        ? t('ui.audit.systemUser')
        : t('ui.audit.goneUser', { id: line.actorUserId })}
    </Text>
  );
}

/** The record a line is about, or a dash. */
function Subject({ line }: { line: AuditLine }) {
  if (!line.entity) return '-';
  return (
    <Badge variant="light" color="gray" tt="none">
      {line.entity} {line.entityId ?? ''}
    </Badge>
  );
}

function Detail({ line }: { line: AuditLine }) {
  return (
    <Text fz="xs" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
      {detailText(line.detail)}
    </Text>
  );
}

/** A line on a phone's screen: what was done and when, who did it, then the table's columns. */
function AuditCard({ line }: { line: AuditLine }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <Group justify="space-between" align="baseline" gap="xs">
        <Code>{line.action}</Code>
        <Text fz="sm" c="dimmed">
          {formatDateTime(line.at)}
        </Text>
      </Group>
      <Actor line={line} />
      <CardDetails>
        <CardDetail label={t('ui.audit.col.subject')}>
          <Subject line={line} />
        </CardDetail>
        <CardDetail label={t('ui.audit.col.ip')}>{line.ip ?? '-'}</CardDetail>
        <CardDetail label={t('ui.audit.col.detail')}>
          <Detail line={line} />
        </CardDetail>
      </CardDetails>
    </Stack>
  );
}

/** The lines of a search, newest first; a card a line on a phone. */
export function AuditTable({ lines, loading }: { lines: AuditLine[]; loading: boolean }) {
  const { t } = useTranslation();
  const phone = usePhoneWidth();
  if (phone) {
    return (
      <CardList
        label={t('ui.admin.audit')}
        rows={lines}
        loading={loading && lines.length === 0}
        rowKey={(line) => line.id}
        card={(line) => <AuditCard line={line} />}
      />
    );
  }
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped verticalSpacing="sm" aria-label={t('ui.admin.audit')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('ui.audit.col.time')}</Table.Th>
            <Table.Th>{t('ui.audit.col.user')}</Table.Th>
            <Table.Th>{t('ui.audit.col.action')}</Table.Th>
            <Table.Th>{t('ui.audit.col.subject')}</Table.Th>
            <Table.Th>{t('ui.audit.col.ip')}</Table.Th>
            <Table.Th>{t('ui.audit.col.detail')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.length === 0 ? (
            <TableStateRow columns={COLUMNS} loading={loading} />
          ) : (
            lines.map((line) => (
              <Table.Tr key={line.id}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(line.at)}</Table.Td>
                <Table.Td>
                  <Actor line={line} />
                </Table.Td>
                <Table.Td>
                  <Code>{line.action}</Code>
                </Table.Td>
                <Table.Td>
                  <Subject line={line} />
                </Table.Td>
                <Table.Td>{line.ip ?? '-'}</Table.Td>
                <Table.Td>
                  <Detail line={line} />
                </Table.Td>
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
