import '../text-values';
import { TableStateRow } from '@/components/table-state-row';
import { ActionIcon, Anchor, Table, Text } from '@mantine/core';
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
 * scales. No delete (spec). Scrolls at 500 px.
 */
export function MasterTable({
  kind,
  rows,
  loading,
  editingId,
  loadingId,
  onEdit,
}: MasterTableProps) {
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
                <NamesCell name={row.name} nameHi={row.nameHi} nameGu={row.nameGu} />
                {parentKind && (
                  <NamesCell
                    name={row.parentName ?? '-'}
                    nameHi={row.parentNameHi}
                    nameGu={row.parentNameGu}
                  />
                )}
                <Table.Td ta="center">
                  <ActionIcon
                    variant="subtle"
                    aria-label={t('ui.masters.edit', { name: row.name })}
                    onClick={() => onEdit(row)}
                    loading={row.id === loadingId}
                  >
                    <PencilIcon size={16} />
                  </ActionIcon>
                </Table.Td>
                {withScales && (
                  <Table.Td>
                    <Anchor
                      component={Link}
                      to={paths.outcomeScales.getHref(row.id)}
                      fz="sm"
                      aria-label={t('ui.masters.scalesOf', { name: row.name })}
                    >
                      {t('ui.masters.colScales')}
                    </Anchor>
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

/** An entry's name in English, with its Hindi and Gujarati names under it when it has them. */
function NamesCell({
  name,
  nameHi,
  nameGu,
}: {
  name: string;
  nameHi: string | null | undefined;
  nameGu: string | null | undefined;
}) {
  return (
    <Table.Td style={{ wordBreak: 'break-word' }}>
      {name}
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
    </Table.Td>
  );
}
