import { lazy, Suspense, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '@/lib/i18n';
import { TOAST_AUTO_CLOSE_MS } from '@/lib/notify';
// Registers the first download's texts and declares every key of the app.
import './texts';
import { cssVariablesResolver, theme } from './theme';

// The toast container (and its animation library) loads after the first paint; toasts shown
// before it arrives wait in the notifications store and appear when it mounts.
const Notifications = lazy(async () => ({
  default: (await import('@mantine/notifications')).Notifications,
}));

interface AppProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
}

export function AppProviders({ queryClient, children }: AppProvidersProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <MantineProvider
          theme={theme}
          cssVariablesResolver={cssVariablesResolver}
          defaultColorScheme="light"
        >
          <Suspense fallback={null}>
            <Notifications
              position="top-right"
              zIndex={1000}
              limit={4}
              autoClose={TOAST_AUTO_CLOSE_MS}
            />
          </Suspense>
          {children}
        </MantineProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
