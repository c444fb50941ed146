import '../text-values';
import { useState } from 'react';
import { Alert, Anchor, Container, Grid, Group, Paper, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths, type MasterItem, type MasterKind } from '@portal/shared';
import { AlertIcon } from '@/components/icons';
import { PageHeader } from '@/components/page-header';
import { errorMessage } from '@/lib/api-client';
import { notifyError } from '@/lib/notify';
import { masterItemQueryOptions } from '../api/get-master-item';
import { useMasterList } from '@/lib/master-list';
import { MasterForm } from '../components/master-form';
import { MasterTable } from '../components/master-table';
import { useKindTexts } from '../kind-texts';

/** #/master/<route>: one screen for every master list. */
export function MasterPage({ kind }: { kind: MasterKind }) {
  const { t } = useTranslation();
  const kindText = useKindTexts();
  const queryClient = useQueryClient();
  const items = useMasterList(kind);
  const [editing, setEditing] = useState<MasterItem | null>(null);
  const [loadingId, setLoadingId] = useState<number | null>(null);
  // A new key after every save or cancel remounts the form empty, with validation reset.
  const [round, setRound] = useState(0);

  const edit = async (row: MasterItem) => {
    setLoadingId(row.id);
    try {
      // The spec loads the record by id: the list may be older than the record.
      setEditing(await queryClient.fetchQuery(masterItemQueryOptions(kind, row.id)));
    } catch (error) {
      notifyError(errorMessage(error));
    } finally {
      setLoadingId(null);
    }
  };

  const done = () => {
    setEditing(null);
    setRound((value) => value + 1);
  };

  const title = t('ui.masters.screenTitle', { title: kindText.title(kind) });
  return (
    <Container size="lg">
      <PageHeader
        title={title}
        back="dashboard"
        actions={
          <Anchor component={Link} to={paths.mastersSection.getHref()} fz="sm" fw={500}>
            {t('ui.masters.allMasters')}
          </Anchor>
        }
      />
      <Grid gutter="lg" align="flex-start">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <MasterForm
            key={`${editing?.id ?? 'new'}-${round}`}
            kind={kind}
            editing={editing}
            onDone={done}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Paper component="section" withBorder radius="lg" p={0} style={{ overflow: 'hidden' }}>
            <Group justify="space-between" px="md" py="sm" gap="xs">
              <Title order={2} fz="lg">
                {t('ui.masters.listTitle', { title: kindText.title(kind) })}
              </Title>
              {items.data && (
                <Text fz="sm" c="dimmed">
                  {t('ui.masters.count', { count: items.data.length })}
                </Text>
              )}
            </Group>
            {items.isError && !items.data ? (
              <Alert color="red" variant="light" icon={<AlertIcon />} role="alert" m="md">
                {errorMessage(items.error)}
              </Alert>
            ) : (
              <MasterTable
                kind={kind}
                rows={items.data ?? []}
                loading={items.isPending}
                editingId={editing?.id ?? null}
                loadingId={loadingId}
                onEdit={(row) => void edit(row)}
              />
            )}
          </Paper>
        </Grid.Col>
      </Grid>
    </Container>
  );
}
