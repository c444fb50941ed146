import type { ReactElement } from 'react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { flushSync } from 'react-dom';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { cssVariablesResolver, theme } from '@/app/theme';
import type { SessionResponse } from '@portal/shared';
import { i18n } from '@/lib/i18n';
import { sessionQueryKey } from '@/lib/session';

/**
 * Renders a component as the app does (texts, data cache, Mantine, toasts, a router at `route`)
 * and gives a user who types and clicks.
 */
export function renderInApp(
  ui: ReactElement,
  {
    route = '/',
    session,
  }: {
    route?: string;
    /** The session in the cache before the first render (so the page asks the server nothing). */
    session?: SessionResponse | null;
  } = {},
) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  if (session !== undefined) queryClient.setQueryData(sessionQueryKey, session);
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [route] });
  const user = userEvent.setup();
  const view = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env="test">
          <Notifications />
          {/* As the app gives it: navigate({ flushSync }) needs it. */}
          <RouterProvider router={router} flushSync={(update) => void flushSync(update)} />
        </MantineProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...view, user, queryClient, router };
}
