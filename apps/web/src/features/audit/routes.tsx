import { paths } from '@portal/shared';
import type { FeatureRoutes } from '@/lib/feature-routes';

/** Routes of the audit feature: the super admin's search and export of the audit log. */
export const auditRoutes: FeatureRoutes = {
  restricted: [
    {
      permission: 'read:audit',
      routes: [
        {
          path: paths.auditLog.path,
          lazy: async () => ({
            Component: (await import('./pages/audit-page')).AuditPage,
          }),
        },
      ],
    },
  ],
};
