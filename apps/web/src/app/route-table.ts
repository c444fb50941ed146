import type { RouteHandle } from '@/components/coming-soon-page';
import type { UiTextKey } from '@/lib/ui-text';

/*
 * Routes of the spec's route tables whose screens are not built yet. Each gets the shared
 * coming-soon page with its title. Paths missing from @portal/shared `paths` are listed here
 * until they move there.
 */

export interface PlannedRoute {
  path: string;
  handle: RouteHandle;
}

const publicRoute = (path: string, title: UiTextKey): PlannedRoute => ({
  path,
  handle: { title, isPublic: true },
});

/** Public pages: the public layout when logged out, the logged-in layout when logged in. */
export const plannedPublicRoutes: PlannedRoute[] = [
  publicRoute('/register/:type', 'ui.page.register'),
];
