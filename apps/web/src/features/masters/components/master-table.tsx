import '../text-values';
import { CardList } from '@/components/card-list';
import { TableStateRow } from '@/components/table-state-row';
import { ActionIcon, Anchor, Badge, Box, Group, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { masterParentKind, paths, type MasterItem, type MasterKind } from '@portal/shared';
import { PencilIcon } from '@/components/icons';
import { useKindTexts } from '../kind-texts';

interface MasterTableProps {
  kind: MasterKind;
  rows: MasterItem[];
  loading: boolean;
  /** The row being edited, and the row whose record is loading. */
  editingId: number | null;
  loadingId: number | null;
  onEdit: (row: MasterItem) => void;
}

/**
 * Sr. No., name (and the parent for sub sites), Edit, and for questionnaires a link to their
 * scales. No delete (spec). On a phone each entry is a card instead: a table's columns left a
 * long question one or two words a line.
 */
export function MasterTable(props: MasterTableProps) {
  return (
    <>
      <Box visibleFrom="sm">
        <WideTable {...props} />
      </Box>
      <Box hiddenFrom="sm">
        <MasterCards {...props} />
      </Box>
    </>
  );
}

/** The table from the `sm` breakpoint up; it scrolls at 500 px. */
function WideTable({ kind, rows, loading, editingId, loadingId, onEdit }: MasterTableProps) {
  const { t } = useTranslation();
  const kindText = useKindTexts();
  const parentKind = masterParentKind(kind);
  const withScales = kind === 'outcome_category';
  const columns = 3 + (parentKind ? 1 : 0) + (withScales ? 1 : 0);

  return (
    <Table.ScrollContainer minWidth={320} maxHeight={500} type="native">
      <Table
        striped
        highlightOnHover
        stickyHeader
        verticalSpacing="xs"
        horizontalSpacing="sm"
        aria-label={t('ui.masters.listTitle', { title: kindText.title(kind) })}
      >
        <Table.Thead>
          <Table.Tr style={{ whiteSpace: 'nowrap' }}>
            <Table.Th w={72}>{t('ui.masters.colSrNo')}</Table.Th>
            <Table.Th>{kindText.field(kind)}</Table.Th>
            {parentKind && <Table.Th>{kindText.title(parentKind)}</Table.Th>}
            <Table.Th w={56} ta="center">
              {t('ui.masters.colEdit')}
            </Table.Th>
            {withScales && <Table.Th w={72}>{t('ui.masters.colScales')}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {loading || rows.length === 0 ? (
            <TableStateRow columns={columns} loading={loading} />
          ) : (
            rows.map((row, index) => (
              <Table.Tr
                key={row.id}
                bg={row.id === editingId ? 'var(--mantine-color-brand-0)' : undefined}
              >
                <Table.Td>{index + 1}</Table.Td>
                <Table.Td style={{ wordBreak: 'break-word' }}>
                  <Names
                    name={row.name}
                    nameHi={row.nameHi}
                    nameGu={row.nameGu}
                    retired={row.retired}
                  />
                </Table.Td>
                {parentKind && (
                  <Table.Td style={{ wordBreak: 'break-word' }}>
                    <Names
                      name={row.parentName ?? '-'}
                      nameHi={row.parentNameHi}
                      nameGu={row.parentNameGu}
                    />
                  </Table.Td>
                )}
                <Table.Td ta="center">
                  <EditButton row={row} loading={row.id === loadingId} onEdit={onEdit} />
                </Table.Td>
                {withScales && (
                  <Table.Td>
                    <ScalesLink row={row} />
                  </Table.Td>
                )}
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * Below `sm`: one card an entry, its number and name across the card's width with Edit beside
 * it, the parent (and a questionnaire's Scales link) under the name. The list grows with the page
 * rather than scrolling in a box of its own; Edit puts the focus on the form above it.
 */
function MasterCards({ kind, rows, loading, editingId, loadingId, onEdit }: MasterTableProps) {
  const { t } = useTranslation();
  const kindText = useKindTexts();
  const parentKind = masterParentKind(kind);
  return (
    <CardList
      label={t('ui.masters.listTitle', { title: kindText.title(kind) })}
      rows={rows}
      loading={loading}
      rowKey={(row) => row.id}
      marked={(row) => row.id === editingId}
      card={(row, index) => (
        <Group wrap="nowrap" align="flex-start" gap="xs">
          <Box style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
            <Names
              name={row.name}
              nameHi={row.nameHi}
              nameGu={row.nameGu}
              number={index + 1}
              retired={row.retired}
            />
            {parentKind && (
              <Text fz="sm" c="dimmed" mt={4}>
                {kindText.title(parentKind)}: {row.parentName ?? '-'}
              </Text>
            )}
            {kind === 'outcome_category' && (
              <Box mt={4}>
                <ScalesLink row={row} />
              </Box>
            )}
          </Box>
          <EditButton row={row} loading={row.id === loadingId} onEdit={onEdit} size="lg" />
        </Group>
      )}
    />
  );
}

function EditButton({
  row,
  loading,
  onEdit,
  size,
}: {
  row: MasterItem;
  loading: boolean;
  onEdit: (row: MasterItem) => void;
  size?: 'lg';
}) {
  const { t } = useTranslation();
  return (
    <ActionIcon
      variant="subtle"
      size={size}
      aria-label={t('ui.masters.edit', { name: row.name })}
      onClick={() => onEdit(row)}
      loading={loading}
    >
      <PencilIcon size={16} />
    </ActionIcon>
  );
}

function ScalesLink({ row }: { row: MasterItem }) {
  const { t } = useTranslation();
  return (
    <Anchor
      component={Link}
      to={paths.outcomeScales.getHref(row.id)}
      fz="sm"
      aria-label={t('ui.masters.scalesOf', { name: row.name })}
    >
      {t('ui.masters.colScales')}
    </Anchor>
  );
}

/**
 * An entry's name in English, with its Hindi and Gujarati names under it when it has them; on a
 * card, after its number.
 */
function Names({
  name,
  nameHi,
  nameGu,
  number,
  retired = false,
}: {
  name: string;
  nameHi: string | null | undefined;
  nameGu: string | null | undefined;
  number?: number;
  /** A retired entry (no longer offered in the forms) says so beside its name. */
  retired?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      {number === undefined ? name : <Text component="span">{`${number}. ${name}`}</Text>}
      {retired && (
        <Badge ml="xs" size="sm" variant="light" color="gray">
          {t('ui.masters.retiredBadge')}
        </Badge>
      )}
      {nameHi && (
        <Text component="span" display="block" fz="xs" c="dimmed" lang="hi">
          {nameHi}
        </Text>
      )}
      {nameGu && (
        <Text component="span" display="block" fz="xs" c="dimmed" lang="gu">
          {nameGu}
        </Text>
      )}
    </>
  );
}
