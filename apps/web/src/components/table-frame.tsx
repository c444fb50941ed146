import type { ReactNode } from 'react';
import { Paper, Table } from '@mantine/core';
import { TableStateRow } from './table-state-row';
import { scrollRegion } from './scroll-region';
import { usePhoneWidth } from '@/lib/use-phone-width';

interface TableFrameProps {
  /** Names the table and its scrollable region (and should name the cards' list). */
  label: string;
  head: ReactNode;
  columns: number;
  loading: boolean;
  empty: boolean;
  minWidth: number;
  /** Fetching again with the rows on show (a new page): said to assistive technology. */
  busy?: boolean;
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
  busy,
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
