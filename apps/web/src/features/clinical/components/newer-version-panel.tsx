import { useState } from 'react';
import { Accordion, Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ClinicalVersion } from '@portal/shared';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { formatDateTime } from '@/lib/format';
import { VersionValues } from './clinical-history';

interface NewerVersionPanelProps {
  /** The version saved after the form was opened. */
  newer: ClinicalVersion;
  /** A save of the form's values is on its way. */
  saving: boolean;
  /** Save what the form holds as the newest version (theirs stays in the history). */
  onSaveMine: () => void;
  /** Drop what was typed and show their version in the form. */
  onLoadTheirs: () => void;
}

/**
 * A save refused because someone saved a newer version since the form opened: what was typed
 * stays in the form, their version is shown beside it, and the doctor chooses which becomes
 * current. Before, the only advice was to reload the page, which lost what was typed.
 */
export function NewerVersionPanel({
  newer,
  saving,
  onSaveMine,
  onLoadTheirs,
}: NewerVersionPanelProps) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const theirs = String(newer.version);
  return (
    <Alert color="yellow" variant="light" role="alert" title={t('ui.clinical.newer.title')}>
      <Stack gap="sm">
        <Text fz="sm">
          {t('ui.clinical.newer.text', {
            version: newer.version,
            name: newer.savedBy,
            date: formatDateTime(newer.savedAt),
          })}
        </Text>
        <Accordion variant="contained" defaultValue={theirs}>
          <Accordion.Item value={theirs}>
            <Accordion.Control>
              {t('ui.clinical.newer.theirs', { version: newer.version })}
            </Accordion.Control>
            <Accordion.Panel>
              <VersionValues version={newer} />
            </Accordion.Panel>
          </Accordion.Item>
        </Accordion>
        <Group gap="sm">
          <Button onClick={onSaveMine} loading={saving}>
            {t('ui.clinical.newer.saveMine')}
          </Button>
          <Button variant="default" onClick={() => setConfirming(true)} disabled={saving}>
            {t('ui.clinical.newer.loadTheirs')}
          </Button>
        </Group>
      </Stack>
      <ConfirmDialog
        opened={confirming}
        title={t('ui.clinical.newer.confirmTitle')}
        request={{
          message: t('ui.clinical.newer.confirmText', { version: newer.version }),
          confirmLabel: t('ui.clinical.newer.confirm'),
          cancelLabel: t('ui.clinical.newer.keepMine'),
          danger: true,
        }}
        busy={false}
        onConfirm={() => {
          setConfirming(false);
          onLoadTheirs();
        }}
        onCancel={() => setConfirming(false)}
      />
    </Alert>
  );
}
