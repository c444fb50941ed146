import { Button, Group, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OutcomeScale } from '@portal/shared';
import { TableStateRow } from '@/components/table-state-row';

interface ScaleTableProps {
  scales: OutcomeScale[];
  loading: boolean;
  /** The scale being edited (highlighted). */
  editingId: number | null;
  onEdit: (scale: OutcomeScale) => void;
  onDelete: (scale: OutcomeScale) => void;
}

/** A questionnaire's scales in their order: name, direction, items, threshold, edit and delete. */
export function ScaleTable({ scales, loading, editingId, onEdit, onDelete }: ScaleTableProps) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={560} type="native">
      <Table
        striped
        highlightOnHover
        verticalSpacing="xs"
        horizontalSpacing="sm"
        aria-label={t('ui.outcomes.scales.listTitle')}
      >
        <Table.Thead>
          <Table.Tr style={{ whiteSpace: 'nowrap' }}>
            <Table.Th>{t('ui.outcomes.scales.colName')}</Table.Th>
            <Table.Th>{t('ui.outcomes.scales.colDirection')}</Table.Th>
            <Table.Th>{t('ui.outcomes.scales.colItems')}</Table.Th>
            <Table.Th>{t('ui.outcomes.scales.colChange')}</Table.Th>
            <Table.Th>{t('ui.outcomes.scales.colActions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {loading || scales.length === 0 ? (
            <TableStateRow columns={5} loading={loading} />
          ) : (
            scales.map((scale) => (
              <Table.Tr
                key={scale.id}
                bg={scale.id === editingId ? 'var(--mantine-color-brand-0)' : undefined}
              >
                <Table.Td style={{ wordBreak: 'break-word' }}>
                  {scale.name}
                  {[scale.nameHi, scale.nameGu].map(
                    (name, index) =>
                      name && (
                        <Text
                          key={index}
                          component="span"
                          display="block"
                          fz="xs"
                          c="dimmed"
                          lang={index === 0 ? 'hi' : 'gu'}
                        >
                          {name}
                        </Text>
                      ),
                  )}
                </Table.Td>
                <Table.Td>
                  {t(
                    scale.direction === 'functional'
                      ? 'ui.outcomes.scales.directionFunctional'
                      : 'ui.outcomes.scales.directionSymptom',
                  )}
                </Table.Td>
                <Table.Td>{scale.questionIds.length}</Table.Td>
                <Table.Td>
                  {t('ui.outcomes.scales.points', { count: scale.meaningfulChange })}
                </Table.Td>
                <Table.Td>
                  <Group
                    gap={6}
                    wrap="nowrap"
                    role="group"
                    aria-label={t('ui.outcomes.scales.actionsFor', { name: scale.name })}
                  >
                    <Button size="compact-sm" variant="light" onClick={() => onEdit(scale)}>
                      {t('ui.outcomes.scales.edit')}
                    </Button>
                    <Button
                      size="compact-sm"
                      variant="subtle"
                      color="red"
                      onClick={() => onDelete(scale)}
                    >
                      {t('ui.outcomes.scales.delete')}
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
