import type { QueryClient } from '@tanstack/react-query';
import type { Plan } from '@portal/shared';
import { subscriptionKeys } from './query-keys';

/**
 * The data a public page was rendered with on the server (apps/server/src/plugins/web.ts): the
 * plans on sale, which change without a new build. The server writes it into the page beside
 * the HTML, and the app starts with it in its cache, so it hydrates the page it was sent (with
 * anything else, React would throw the HTML away) and does not ask for it again at once.
 */
export interface PageData {
  activePlans?: Plan[];
}

const PAGE_DATA_ID = 'page-data';

/** Puts the page's data where the page's queries read it. */
export function seedPageData(queryClient: QueryClient, data: PageData): void {
  if (data.activePlans) {
    queryClient.setQueryData(subscriptionKeys.activePlans(), data.activePlans);
  }
}

/**
 * The element that carries `data` in the server's HTML: JSON, which the browser does not run
 * (the CSP allows no inline script), with every `<` escaped so no text in it can end the element.
 */
export function pageDataScript(data: PageData): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${PAGE_DATA_ID}">${json}</script>`;
}

/** The data the server wrote into this page; none on a page it did not render. */
export function readPageData(doc: Document = document): PageData {
  const text = doc.getElementById(PAGE_DATA_ID)?.textContent;
  if (!text) return {};
  try {
    return JSON.parse(text) as PageData;
  } catch {
    return {};
  }
}
