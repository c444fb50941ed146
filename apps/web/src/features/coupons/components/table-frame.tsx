import type { ReactNode } from 'react';
import { Paper, Table } from '@mantine/core';
import { TableStateRow } from '@/components/table-state-row';
import { scrollRegion } from '@/components/scroll-region';

interface TableFrameProps {
  /** Names the scrollable region. */
  label: string;
  head: ReactNode;
  columns: number;
  loading: boolean;
  empty: boolean;
  minWidth: number;
  children: ReactNode;
}

/** A bordered, horizontally scrolling table with loading and 'No data!' rows. */
export function TableFrame({
  label,
  head,
  columns,
  loading,
  empty,
  minWidth,
  children,
}: TableFrameProps) {
  return (
    <Paper withBorder radius="lg" p={0} style={{ overflow: 'hidden' }}>
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
    </Paper>
  );
}
