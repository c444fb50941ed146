import type { ReactNode } from 'react';
import { Table } from '@mantine/core';

export interface DetailRow {
  label: string;
  value: ReactNode;
}

/** Label and value pairs as a two-column table (row headers name each value). */
export function DetailsTable({ rows, caption }: { rows: DetailRow[]; caption?: string }) {
  return (
    <Table verticalSpacing="xs" horizontalSpacing={0} withRowBorders>
      {caption && <caption className="visually-hidden">{caption}</caption>}
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.label}>
            <Table.Th
              scope="row"
              fw={500}
              c="dimmed"
              w="42%"
              pr="md"
              style={{ verticalAlign: 'top' }}
            >
              {row.label}
            </Table.Th>
            <Table.Td fw={600} style={{ wordBreak: 'break-word' }}>
              {row.value}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
