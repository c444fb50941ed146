import { useState, type ReactNode } from 'react';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { ConfirmDialog, type ConfirmRequest } from '@/components/confirm-dialog';

interface SavedMeanwhilePanelProps {
  title: string;
  /** What was saved meanwhile: who and when, and what changed. */
  children: ReactNode;
  saveMineLabel: string;
  loadTheirsLabel: string;
  /** Asked before what was typed is dropped (a destructive request: focus starts on Cancel). */
  discard: { title: string } & Omit<ConfirmRequest, 'danger'>;
  /** A save of the form's values is on its way. */
  saving: boolean;
  /** Save what the form holds over what was saved meanwhile. */
  onSaveMine: () => void;
  /** Drop what was typed and show what was saved meanwhile. */
  onLoadTheirs: () => void;
}

/**
 * A save refused because the record was saved again after the form opened (409 conflict): what
 * was typed stays in the form, what was saved meanwhile is shown here, and the person chooses
 * which stays: theirs saved over it, or, after a confirmation, the saved one loaded instead.
 * Before, the only advice was to reload the page, which lost what was typed.
 */
export function SavedMeanwhilePanel({
  title,
  children,
  saveMineLabel,
  loadTheirsLabel,
  discard: { title: discardTitle, ...discardRequest },
  saving,
  onSaveMine,
  onLoadTheirs,
}: SavedMeanwhilePanelProps) {
  const [confirming, setConfirming] = useState(false);
  return (
    <Alert color="yellow" variant="light" role="alert" title={title}>
      <Stack gap="sm">
        {children}
        <Group gap="sm">
          <Button onClick={onSaveMine} loading={saving}>
            {saveMineLabel}
          </Button>
          <Button variant="default" onClick={() => setConfirming(true)} disabled={saving}>
            {loadTheirsLabel}
          </Button>
        </Group>
      </Stack>
      <ConfirmDialog
        opened={confirming}
        title={discardTitle}
        request={{ ...discardRequest, danger: true }}
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
