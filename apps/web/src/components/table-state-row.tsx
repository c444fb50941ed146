import { Center, Loader, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The one row a table shows while it loads, or when it has nothing: the spec's 'No data!'. */
export function TableStateRow({ columns, loading }: { columns: number; loading: boolean }) {
  const { t } = useTranslation();
  return (
    <Table.Tr>
      <Table.Td colSpan={columns}>
        {loading ? (
          <Center py="xl" role="status" className="table-state">
            <Loader size="sm" aria-hidden="true" />
            <span className="visually-hidden">{t('ui.app.loading')}</span>
          </Center>
        ) : (
          <Text ta="center" py="xl" c="dimmed" className="table-state">
            {t('common.noData')}
          </Text>
        )}
      </Table.Td>
    </Table.Tr>
  );
}
