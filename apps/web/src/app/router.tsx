import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { paths } from '@portal/shared';
import { PageLoader } from '@/components/page-loader';
import { RootLayout } from './layouts/root-layout';
import { RouteErrorPage } from './pages/route-error-page';
import { RequireAuth } from './route-guard';
import { PATIENT_LIST_ROUTE_ID, type FeatureRoutes } from '@/lib/feature-routes';
import { contactRoutes } from '@/features/contact/routes';
import { hospitalRoutes } from '@/features/hospitals/routes';
import { contentRoutes } from '@/features/content/routes';
import { couponsRoutes } from '@/features/coupons/routes';
import { directoryRoutes } from '@/features/directory/routes';
import { mastersRoutes } from '@/features/masters/routes';
import { membersRoutes } from '@/features/members/routes';
import { registryRoutes } from '@/features/registry/routes';
import { paymentsRoutes } from '@/features/payments/routes';
import { subscriptionsRoutes } from '@/features/subscriptions/routes';
import { patientsRoutes } from '@/features/patients/routes';
import { appointmentsRoutes } from '@/features/appointments/routes';
import { auditRoutes } from '@/features/audit/routes';
import { twoFactorRoutes } from '@/features/two-factor/routes';
import { outcomesRoutes } from '@/features/outcomes/routes';
import { clinicalRoutes } from '@/features/clinical/routes';
import { patientDashboardsRoutes } from '@/features/patient-dashboards/routes';
import { plannedPublicRoutes, type PlannedRoute } from './route-table';

// Every page is its own chunk, downloaded when its route is first opened.
const loginPage = async () => ({
  Component: (await import('@/features/auth/pages/login-page')).LoginPage,
});
const comingSoonPage = async () => ({
  Component: (await import('@/components/coming-soon-page')).ComingSoonPage,
});

const features: FeatureRoutes[] = [
  contentRoutes,
  contactRoutes,
  hospitalRoutes,
  directoryRoutes,
  mastersRoutes,
  subscriptionsRoutes,
  paymentsRoutes,
  couponsRoutes,
  patientsRoutes,
  appointmentsRoutes,
  outcomesRoutes,
  clinicalRoutes,
  patientDashboardsRoutes,
  membersRoutes,
  registryRoutes,
  auditRoutes,
  twoFactorRoutes,
];
const patientListChildren = features.flatMap((feature) => feature.patientListChildren ?? []);
const withPatientListChildren = (route: RouteObject): RouteObject =>
  route.id === PATIENT_LIST_ROUTE_ID && !route.index
    ? { ...route, children: patientListChildren }
    : route;
const featurePublic = features.flatMap((feature) => feature.public ?? []);
const featureMember = features.flatMap((feature) => feature.member ?? []);
const featureRestricted = features.flatMap((feature) =>
  (feature.restricted ?? []).map(({ permission, routes: restricted }) => ({
    permission,
    routes: restricted.map(withPatientListChildren),
  })),
);

const planned = (routes: PlannedRoute[]): RouteObject[] =>
  routes.map(({ path, handle }) => ({ path, handle, lazy: comingSoonPage }));

const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <PageLoader fullPage />,
    children: [
      { index: true, element: <Navigate to={paths.home.getHref()} replace /> },
      { path: paths.login.path, lazy: loginPage },
      { path: paths.loginSignup.path, lazy: loginPage },
      {
        path: paths.setPassword.path,
        lazy: async () => ({
          Component: (await import('@/features/auth/pages/set-password-page')).SetPasswordPage,
        }),
      },
      {
        path: paths.doctorRegistration.path,
        lazy: async () => ({
          Component: (await import('@/features/accounts/pages/doctor-registration-page'))
            .DoctorRegistrationPage,
        }),
      },
      ...featurePublic,
      ...planned(plannedPublicRoutes),
      {
        element: <RequireAuth />,
        children: [
          {
            path: paths.dashboard.path,
            lazy: async () => ({
              Component: (await import('@/features/dashboard/pages/dashboard-page')).DashboardPage,
            }),
          },
          {
            path: paths.changePassword.path,
            lazy: async () => ({
              Component: (await import('@/features/auth/pages/change-password-page'))
                .ChangePasswordPage,
            }),
          },
          {
            path: paths.changeMobile.path,
            lazy: async () => ({
              Component: (await import('@/features/auth/pages/change-mobile-page'))
                .ChangeMobilePage,
            }),
          },
          {
            path: paths.careArea.path,
            lazy: async () => ({
              Component: (await import('@/features/dashboard/pages/area-page')).CareAreaPage,
            }),
          },
          {
            path: paths.dbArea.path,
            lazy: async () => ({
              Component: (await import('@/features/dashboard/pages/area-page')).DbAreaPage,
            }),
          },
          ...featureMember,
        ],
      },
      ...featureRestricted.map(({ permission, routes: restricted }) => ({
        element: <RequireAuth permission={permission} />,
        children: restricted,
      })),
      {
        element: <RequireAuth permission="read:jobs" />,
        children: [
          {
            path: paths.jobs.path,
            lazy: async () => ({
              Component: (await import('@/features/jobs/pages/jobs-page')).JobsPage,
            }),
          },
        ],
      },
      {
        element: <RequireAuth permission="read:outbox" />,
        children: [
          {
            path: paths.outbox.path,
            lazy: async () => ({
              Component: (await import('@/features/messaging/pages/outbox-page')).OutboxPage,
            }),
          },
        ],
      },
      {
        path: '*',
        lazy: async () => ({
          Component: (await import('@/components/not-found-page')).NotFoundPage,
        }),
      },
    ],
  },
];

/**
 * The seeds' addresses were `#/…` (and old links, bookmarks and SMS carry them): such an address
 * becomes the real one before the router reads it, so `/#/home` opens `/home`. Answers whether
 * it did: the HTML in the page is then that of the address before the hash, not of this one.
 */
export function adoptHashAddress(): boolean {
  const { hash } = window.location;
  if (!hash.startsWith('#/')) return false;
  window.history.replaceState(window.history.state, '', hash.slice(1));
  return true;
}

/**
 * Gives a page loaded afresh a history key of its own. Without one the router calls the entry
 * "default", like every fresh load before it, and its scroll restoration applies the position
 * saved for the previous page, late (when the first render's lazy parts have arrived, often
 * after the person has scrolled and opened a list). A reload keeps its key, and its position.
 */
export function keyFirstHistoryEntry() {
  const state: unknown = window.history.state;
  if (typeof state === 'object' && state !== null && 'key' in state) return;
  const key = Math.random().toString(36).slice(2, 10);
  window.history.replaceState({ ...(state ?? {}), usr: null, key }, '');
}

/** The route tree, for the prerender and for loading a prerendered page's code. */
export const appRoutes = routes;

/**
 * The browser's router. Over a prerendered page it starts as hydrating one: the page's scroll
 * is the browser's (where a reload left it), not reset or restored once the app has mounted.
 */
export function createAppRouter({ prerendered }: { prerendered: boolean }) {
  return createBrowserRouter(routes, prerendered ? { hydrationData: {} } : undefined);
}
