import { paths } from '@portal/shared';
import type { FeatureRoutes } from '@/lib/feature-routes';

/** Routes of the contact feature: the public contact page and the super admin's enquiry list. */
export const contactRoutes: FeatureRoutes = {
  public: [
    {
      path: paths.contactUs.path,
      lazy: async () => ({
        Component: (await import('./pages/contact-page')).ContactPage,
      }),
    },
  ],
  restricted: [
    {
      permission: 'read:enquiries',
      routes: [
        {
          path: paths.enquiries.path,
          lazy: async () => ({
            Component: (await import('./pages/enquiries-page')).EnquiriesPage,
          }),
        },
      ],
    },
  ],
};
