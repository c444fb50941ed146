import type { Key, ReactNode } from 'react';
import { Paper, Table } from '@mantine/core';
import { CardList } from './card-list';
import { TableStateRow } from './table-state-row';
import { scrollRegion } from './scroll-region';
import { usePhoneWidth } from '@/lib/use-phone-width';

interface TableFrameProps<Row> {
  /** Names the table, its scrollable region and, on a phone, the list of cards. */
  label: string;
  head: ReactNode;
  columns: number;
  /** The rows shown (the table's own rows are `children`); none yet while loading. */
  rows: readonly Row[] | undefined;
  rowKey: (row: Row) => Key;
  /** On a phone, each row as a card of this content (CardList) instead of the table. */
  card: (row: Row, index: number) => ReactNode;
  loading: boolean;
  minWidth: number;
  /** Fetching again with the rows on show (a new page): said to assistive technology. */
  busy?: boolean;
  children: ReactNode;
}

/**
 * A bordered, horizontally scrolling table with loading and 'No data!' rows; on a phone, where
 * it scrolled sideways and parted a row's name from its buttons, the same rows as cards.
 */
export function TableFrame<Row>({
  label,
  head,
  columns,
  rows,
  rowKey,
  card,
  loading,
  minWidth,
  busy,
  children,
}: TableFrameProps<Row>) {
  const phone = usePhoneWidth();
  const empty = !rows || rows.length === 0;
  return (
    <Paper withBorder radius="lg" p={0} style={{ overflow: 'hidden' }}>
      {phone ? (
        <CardList
          label={label}
          rows={rows}
          loading={loading}
          busy={busy}
          rowKey={rowKey}
          card={card}
        />
      ) : (
        <Table.ScrollContainer
          minWidth={minWidth}
          // Keyboard users can scroll a table wider than the screen.
          scrollAreaProps={{ viewportProps: scrollRegion(label) }}
        >
          <Table
            striped
            highlightOnHover
            verticalSpacing="sm"
            horizontalSpacing="md"
            aria-busy={busy}
            aria-label={label}
          >
            <Table.Thead>{head}</Table.Thead>
            <Table.Tbody>
              {loading || empty ? <TableStateRow columns={columns} loading={loading} /> : children}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Paper>
  );
}
