import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from '@/app/providers';
import { appRoutes } from '@/app/router';
import { seedPageData, type PageData } from '@/lib/page-data';
import { createQueryClient } from '@/lib/query-client';
import { sessionQueryKey } from '@/lib/session';

export { PRERENDERED_PAGES, type PrerenderedPage } from './pages';
export { pageDataScript } from '@/lib/page-data';

/**
 * The HTML of one public page as a visitor without a session first sees it: the same providers
 * and routes as in the browser (app/app.tsx hydrates it), with nothing fetched but `data`. Run
 * at build time by scripts/prerender.mjs, and by the server for a page rendered with its data
 * (apps/server/src/plugins/web.ts).
 */
export async function renderPage(pathname: string, data: PageData = {}): Promise<string> {
  const handler = createStaticHandler(appRoutes);
  const context = await handler.query(new Request(`http://prerender.invalid${pathname}`));
  if (context instanceof Response) throw new Error(`${pathname} answers a redirect`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const queryClient = createQueryClient({ onSessionEnded: () => {} });
  queryClient.setQueryData(sessionQueryKey, null);
  seedPageData(queryClient, data);
  const page = (
    <AppProviders queryClient={queryClient}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProviders>
  );
  // A first pass waits for every lazy part of the page to load (and reports what fails); the
  // second then renders it whole in one go. Rendered in one pass from the start, a lazy part
  // would be left to the browser, and streamed it would need inline scripts the CSP refuses.
  const errors: unknown[] = [];
  const { prelude } = await prerender(page, { onError: (error) => void errors.push(error) });
  await new Response(prelude).text();
  if (errors.length > 0) throw new Error(`${pathname} failed to render: ${String(errors[0])}`);
  return renderToString(page);
}
