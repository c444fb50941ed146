import { useId, type FormEvent, type ReactNode } from 'react';
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AlertIcon } from './icons';

interface RecordFormCardProps {
  /** Names the form too ('New Coupon', 'Edit Stage'). */
  title: string;
  /** Said under the mandatory-fields note, for the whole form. */
  hint?: string;
  /** A saved record is being edited: Update instead of Save, and a button that leaves the edit. */
  editing: boolean;
  saving: boolean;
  /** The server's message for a failed save that no field takes. */
  serverError: string | null;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onCancelEdit: () => void;
  /** Each screen's own words for its buttons (the spec's). */
  labels: { save: string; update: string; cancelEdit: string };
  children: ReactNode;
}

/**
 * The frame of the super admin's forms that create a record or edit one from the table beside
 * them (plans, coupon and discount codes, master entries, outcome scales): the title, the
 * mandatory-fields note, the server's refusal, the fields, then Cancel edit and Save or Update.
 */
export function RecordFormCard({
  title,
  hint,
  editing,
  saving,
  serverError,
  onSubmit,
  onCancelEdit,
  labels,
  children,
}: RecordFormCardProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Paper component="section" withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <form onSubmit={onSubmit} noValidate aria-labelledby={titleId}>
        <Stack gap="md">
          <div>
            <Title order={2} fz="lg" id={titleId}>
              {title}
            </Title>
            <Text fz="sm" c="dimmed" mt={4}>
              {t('ui.field.requiredNote')}
            </Text>
            {hint && (
              <Text fz="sm" mt={4}>
                {hint}
              </Text>
            )}
          </div>
          {serverError && (
            <Alert color="red" variant="light" icon={<AlertIcon />} role="alert">
              {serverError}
            </Alert>
          )}
          {children}
          <Group justify="flex-end" gap="sm">
            {editing && (
              <Button type="button" variant="default" onClick={onCancelEdit} disabled={saving}>
                {labels.cancelEdit}
              </Button>
            )}
            <Button type="submit" loading={saving}>
              {editing ? labels.update : labels.save}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
