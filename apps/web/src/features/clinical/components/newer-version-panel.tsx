import { Accordion, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ClinicalVersion } from '@portal/shared';
import { SavedMeanwhilePanel } from '@/components/saved-meanwhile-panel';
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

/** A clinical save refused for a newer version: who saved it, when, and its values. */
export function NewerVersionPanel({ newer, ...choices }: NewerVersionPanelProps) {
  const { t } = useTranslation();
  const theirs = String(newer.version);
  return (
    <SavedMeanwhilePanel
      title={t('ui.clinical.newer.title')}
      saveMineLabel={t('ui.clinical.newer.saveMine')}
      loadTheirsLabel={t('ui.clinical.newer.loadTheirs')}
      discard={{
        title: t('ui.clinical.newer.confirmTitle'),
        message: t('ui.clinical.newer.confirmText', { version: newer.version }),
        confirmLabel: t('ui.clinical.newer.confirm'),
        cancelLabel: t('ui.clinical.newer.keepMine'),
      }}
      {...choices}
    >
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
    </SavedMeanwhilePanel>
  );
}
