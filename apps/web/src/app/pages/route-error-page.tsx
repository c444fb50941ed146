import { useEffect, useRef, useSyncExternalStore } from 'react';
import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@portal/shared';

function subscribeToConnection(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Whether the browser says it is offline (no network at all), kept current. */
function useOffline(): boolean {
  return useSyncExternalStore(
    subscribeToConnection,
    () => !navigator.onLine,
    () => false,
  );
}

/**
 * Shown when a page fails to render or its code cannot be downloaded (often after a new
 * release replaced the old files): reloading fetches the current version. Unknown addresses
 * never get here: the catch-all route shows the not-found page.
 *
 * Offline, the page's code could not be fetched, and the browser keeps that failed download
 * for the rest of the page's life: going back and opening the page again fails the same way.
 * So the page says the connection is the problem, and reloads itself when it comes back.
 */
export function RouteErrorPage() {
  const { t } = useTranslation();
  const offline = useOffline();
  const saidOffline = useRef(false);
  useEffect(() => {
    if (offline) saidOffline.current = true;
  }, [offline]);
  // One listener for the page's life: the 'online' event also re-renders this page (offline
  // turns false), and a listener tied to that state would be removed before its turn came.
  useEffect(() => {
    const reloadWhenBack = () => {
      if (saidOffline.current) window.location.reload();
    };
    window.addEventListener('online', reloadWhenBack);
    return () => window.removeEventListener('online', reloadWhenBack);
  }, []);
  return (
    <Container component="main" size="sm" py={64}>
      <Stack gap="md" align="flex-start">
        <Title order={1}>{t(offline ? 'ui.error.offlineTitle' : 'ui.error.pageTitle')}</Title>
        <Text c="dimmed" role={offline ? 'status' : undefined}>
          {t(offline ? 'ui.error.offlineText' : 'ui.error.pageText')}
        </Text>
        <Group>
          <Button onClick={() => window.location.reload()}>{t('ui.action.reload')}</Button>
          <Button component={Link} to={paths.home.getHref()} variant="default">
            {t('ui.action.goHome')}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
