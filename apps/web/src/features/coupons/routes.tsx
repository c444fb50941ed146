import { paths } from '@portal/shared';
import type { FeatureRoutes } from '@/lib/feature-routes';

/** Routes of the coupons feature (super admin); each page is its own chunk. */
export const couponsRoutes: FeatureRoutes = {
  restricted: [
    {
      permission: 'manage:coupons',
      routes: [
        {
          path: paths.couponCodeAdmin.path,
          lazy: async () => ({
            Component: (await import('./pages/coupon-code-page')).CouponCodePage,
          }),
        },
        {
          path: paths.discountCodeAdmin.path,
          lazy: async () => ({
            Component: (await import('./pages/discount-code-page')).DiscountCodePage,
          }),
        },
      ],
    },
  ],
};
