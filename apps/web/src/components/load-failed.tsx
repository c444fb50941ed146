import { Alert, Button, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AlertIcon } from './icons';
import { errorMessage } from '@/lib/api-client';

interface LoadFailedProps {
  /** What could not be read, from the API client (its message is shown). */
  error: unknown;
  onRetry: () => unknown;
  /** Says what could not be read, above the error's own message. */
  title?: string;
}

/** A read that failed: the reason, and a button to read again. */
export function LoadFailed({ error, onRetry, title }: LoadFailedProps) {
  const { t } = useTranslation();
  return (
    <Alert color="red" variant="light" icon={<AlertIcon />} title={title} role="alert">
      <Stack gap="sm" align="flex-start">
        {errorMessage(error)}
        <Button size="xs" variant="light" color="red" onClick={() => void onRetry()}>
          {t('ui.action.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}
