import type { ReactNode } from 'react';
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AlertIcon } from '@/components/icons';

interface AdminFormCardProps {
  title: string;
  editing: boolean;
  saving: boolean;
  /** The server's message for a failed save (the spec's general error text). */
  serverError: string | null;
  onSubmit: () => void;
  onCancelEdit: () => void;
  children: ReactNode;
}

/** The frame of the coupon and discount code forms: title, mandatory note, error, Save/Update. */
export function AdminFormCard({
  title,
  editing,
  saving,
  serverError,
  onSubmit,
  onCancelEdit,
  children,
}: AdminFormCardProps) {
  const { t } = useTranslation();
  return (
    <Paper component="section" withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <Stack gap="md">
          <div>
            <Title order={2} fz="lg">
              {title}
            </Title>
            <Text fz="sm" c="dimmed" mt={4}>
              {t('ui.field.requiredNote')}
            </Text>
          </div>
          {serverError && (
            <Alert color="red" variant="light" icon={<AlertIcon />} role="alert">
              {serverError}
            </Alert>
          )}
          {children}
          <Group justify="flex-end" gap="sm">
            {editing && (
              <Button variant="default" onClick={onCancelEdit} disabled={saving}>
                {t('ui.coupons.cancelEdit')}
              </Button>
            )}
            <Button type="submit" loading={saving} disabled={saving}>
              {editing ? t('ui.coupons.update') : t('ui.coupons.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
