import type { Key, ReactNode } from 'react';
import { Box, Center, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface CardListProps<Row> {
  /** The list's accessible name (its table's, at wider widths). */
  label: string;
  rows: readonly Row[] | undefined;
  loading: boolean;
  busy?: boolean;
  rowKey: (row: Row) => Key;
  /** A card's content; `index` counts from 0 in this list. */
  card: (row: Row, index: number) => ReactNode;
  /** A row to mark (the one being edited): shown, and said with aria-current. */
  marked?: (row: Row) => boolean;
}

/**
 * Rows as a list of cards, for widths where their table would scroll sideways and part a row's
 * name from its buttons: a rule between cards, and the tables' loading and 'No data!' states.
 */
export function CardList<Row>({
  label,
  rows,
  loading,
  busy,
  rowKey,
  card,
  marked,
}: CardListProps<Row>) {
  const { t } = useTranslation();
  if (loading || !rows || rows.length === 0) {
    return loading ? (
      <Center py="xl" role="status">
        <Loader size="sm" aria-hidden="true" />
        <span className="visually-hidden">{t('ui.app.loading')}</span>
      </Center>
    ) : (
      <Text ta="center" py="xl" c="dimmed">
        {t('common.noData')}
      </Text>
    );
  }
  return (
    <Stack component="ul" gap={0} m={0} p={0} aria-label={label} aria-busy={busy}>
      {rows.map((row, index) => (
        <Box
          component="li"
          key={rowKey(row)}
          p="md"
          bg={marked?.(row) ? 'var(--mantine-color-brand-0)' : undefined}
          // Said as well as shown: the row being edited.
          aria-current={marked?.(row) ? 'true' : undefined}
          style={{
            listStyle: 'none',
            borderTop: index > 0 ? '1px solid var(--mantine-color-gray-3)' : undefined,
          }}
        >
          {card(row, index)}
        </Box>
      ))}
    </Stack>
  );
}

/**
 * A card's details as a list of the table's column headers and their values, the headers in a
 * column of their own.
 */
export function CardDetails({ children }: { children: ReactNode }) {
  return (
    <Box
      component="dl"
      m={0}
      style={{
        display: 'grid',
        gridTemplateColumns: 'max-content minmax(0, 1fr)',
        columnGap: 'var(--mantine-spacing-md)',
        rowGap: 2,
      }}
    >
      {children}
    </Box>
  );
}

/** One detail of a card (in CardDetails): the table's column header, then the value. */
export function CardDetail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Text component="dt" fz="sm" c="dimmed">
        {label}
      </Text>
      <Text component="dd" fz="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </>
  );
}
