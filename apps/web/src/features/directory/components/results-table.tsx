import '../text-values';
import type { CSSProperties, Key, ReactNode } from 'react';
import { Box, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZE } from '@portal/shared';
import { CardList } from '@/components/card-list';
import { TableStateRow } from '@/components/table-state-row';

export interface ResultColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  width?: number;
  minWidth?: number;
  /** Bold, for the row's name. */
  strong?: boolean;
  style?: CSSProperties;
}

interface ResultsTableProps<Row> {
  /** The table's accessible name (and its scroll region's). */
  label: string;
  columns: ResultColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row) => Key;
  page: number;
  loading: boolean;
  busy: boolean;
  minWidth: number;
  /**
   * On phones, each row as a card of this content instead of a table wider than the screen;
   * `number` is its Sr.No.
   */
  card?: (row: Row, number: number) => ReactNode;
}

/** Empty values show as a dash, as the spec's tables do. */
export const shown = (value: string | null | undefined) => (value?.trim() ? value : '-');

/**
 * A server-paged directory table: Sr.No. counted across pages, then the given columns; one row
 * saying 'No data!' (or loading) when there is nothing to show.
 */
export function ResultsTable<Row>(props: ResultsTableProps<Row>) {
  const { card } = props;
  if (!card) return <WideTable {...props} />;
  return (
    <>
      <Box visibleFrom="sm">
        <WideTable {...props} />
      </Box>
      <Box hiddenFrom="sm">
        <CardList
          label={props.label}
          rows={props.rows}
          loading={props.loading}
          busy={props.busy}
          rowKey={props.rowKey}
          card={(row, index) => card(row, (props.page - 1) * PAGE_SIZE + index + 1)}
        />
      </Box>
    </>
  );
}

function WideTable<Row>(props: ResultsTableProps<Row>) {
  const { t } = useTranslation();
  const { columns, rows, page } = props;
  return (
    // The scroll box is focusable so keyboard users can scroll a table wider than the screen.
    <Box tabIndex={0} role="region" aria-label={props.label} style={{ overflowX: 'auto' }}>
      <Table
        miw={props.minWidth}
        striped
        highlightOnHover
        verticalSpacing="sm"
        horizontalSpacing="sm"
        aria-busy={props.busy}
        aria-label={props.label}
      >
        <Table.Thead>
          <Table.Tr style={{ whiteSpace: 'nowrap' }}>
            <Table.Th w={70}>{t('ui.directory.colSrNo')}</Table.Th>
            {columns.map((column) => (
              <Table.Th key={column.header} w={column.width} miw={column.minWidth}>
                {column.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {props.loading || rows.length === 0 ? (
            <TableStateRow columns={columns.length + 1} loading={props.loading} />
          ) : (
            rows.map((row, index) => (
              <Table.Tr key={props.rowKey(row)}>
                <Table.Td>{(page - 1) * PAGE_SIZE + index + 1}</Table.Td>
                {columns.map((column) => (
                  <Table.Td
                    key={column.header}
                    fw={column.strong ? 500 : undefined}
                    style={column.style}
                  >
                    {column.cell(row)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
    </Box>
  );
}
