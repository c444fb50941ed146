import { useState } from 'react';
import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MasterItem } from '@portal/shared';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { errorMessage } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useSetMasterRetired } from '../api/set-master-retired';

/**
 * Under the form of an entry being edited: retire it (after a confirmation: the forms stop
 * offering it; records that have it keep it) or offer a retired one again. `onDone` closes the
 * edit.
 */
export function RetireControl({ item, onDone }: { item: MasterItem; onDone: () => void }) {
  const { t } = useTranslation();
  const setRetired = useSetMasterRetired();
  const [asking, setAsking] = useState(false);
  const change = (retired: boolean) =>
    setRetired.mutate(
      { kind: item.kind, id: item.id, retired },
      {
        onSettled: () => setAsking(false),
        onError: (error) => notifyError(errorMessage(error)),
        onSuccess: () => {
          notifySuccess(t(retired ? 'master.retired' : 'master.restored'));
          onDone();
        },
      },
    );
  return (
    <Group justify="space-between" gap="sm" wrap="nowrap" align="center">
      <Text fz="sm" c="dimmed">
        {t(item.retired ? 'ui.masters.retiredNote' : 'ui.masters.offeredNote')}
      </Text>
      {item.retired ? (
        <Button
          variant="light"
          size="compact-sm"
          loading={setRetired.isPending}
          onClick={() => change(false)}
        >
          {t('ui.masters.offerAgain')}
        </Button>
      ) : (
        <Button variant="subtle" color="red" size="compact-sm" onClick={() => setAsking(true)}>
          {t('ui.masters.retire')}
        </Button>
      )}
      <ConfirmDialog
        opened={asking}
        title={t('ui.masters.retireTitle')}
        request={{
          message: t('ui.masters.retireConfirm', { name: item.name }),
          confirmLabel: t('ui.masters.retire'),
          cancelLabel: t('ui.masters.cancelEdit'),
          danger: true,
        }}
        busy={setRetired.isPending}
        onConfirm={() => change(true)}
        onCancel={() => setAsking(false)}
      />
    </Group>
  );
}
