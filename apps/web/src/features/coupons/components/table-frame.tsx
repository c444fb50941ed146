import type { ReactNode } from 'react';
import { Paper, Table } from '@mantine/core';
import { TableStateRow } from '@/components/table-state-row';
import { scrollRegion } from '@/components/scroll-region';
import { usePhoneWidth } from '@/lib/use-phone-width';

interface TableFrameProps {
  /** Names the scrollable region. */
  label: string;
  head: ReactNode;
  columns: number;
  loading: boolean;
  empty: boolean;
  minWidth: number;
  /** The rows as cards (CardList), shown instead of the table on a phone. */
  cards: ReactNode;
  children: ReactNode;
}

/**
 * A bordered, horizontally scrolling table with loading and 'No data!' rows; on a phone, where
 * it scrolled sideways and parted a code from its buttons, the same rows as cards.
 */
export function TableFrame({
  label,
  head,
  columns,
  loading,
  empty,
  minWidth,
  cards,
  children,
}: TableFrameProps) {
  const phone = usePhoneWidth();
  return (
    <Paper withBorder radius="lg" p={0} style={{ overflow: 'hidden' }}>
      {phone ? (
        cards
      ) : (
        <Table.ScrollContainer
          minWidth={minWidth}
          // Keyboard users can scroll a table wider than the screen.
          scrollAreaProps={{ viewportProps: scrollRegion(label) }}
        >
          <Table striped highlightOnHover verticalSpacing="sm" horizontalSpacing="md">
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
