import { paths } from '@portal/shared';
import type { FeatureRoutes } from '@/lib/feature-routes';

/** Routes of the payments feature (logged-in users); each page is its own chunk. */
export const paymentsRoutes: FeatureRoutes = {
  member: [
    {
      path: paths.payment.path,
      lazy: async () => ({ Component: (await import('./pages/payment-page')).PaymentPage }),
    },
    {
      path: paths.patientPayment.path,
      lazy: async () => ({
        Component: (await import('./pages/patient-payment-page')).PatientPaymentPage,
      }),
    },
    {
      path: paths.paymentSuccess.path,
      lazy: async () => ({
        Component: (await import('./pages/payment-success-page')).PaymentSuccessPage,
      }),
    },
    {
      path: paths.paymentFailed.path,
      lazy: async () => ({
        Component: (await import('./pages/payment-failed-page')).PaymentFailedPage,
      }),
    },
  ],
};
