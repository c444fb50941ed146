import type { ReactNode } from 'react';
import { Center, Loader, Paper, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation();
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
            {loading ? (
              <Table.Tr>
                <Table.Td colSpan={columns}>
                  <Center py="xl" role="status">
                    <Loader size="sm" aria-hidden="true" />
                    <span className="visually-hidden">{t('ui.app.loading')}</span>
                  </Center>
                </Table.Td>
              </Table.Tr>
            ) : empty ? (
              <Table.Tr>
                <Table.Td colSpan={columns}>
                  <Text ta="center" py="xl" c="dimmed">
                    {t('common.noData')}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ) : (
              children
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
