import { paths } from '@portal/shared';
import type { FeatureRoutes } from '@/lib/feature-routes';
import { loadProgrammeTexts } from '@/lib/programme-texts';

/*
 * Routes of the payments feature (logged-in users); each page is its own chunk. The pages that
 * name a programme download its texts in the language in use with their code.
 */
export const paymentsRoutes: FeatureRoutes = {
  member: [
    {
      path: paths.payment.path,
      lazy: async () => ({ Component: (await import('./pages/payment-page')).PaymentPage }),
    },
    {
      path: paths.patientPayment.path,
      lazy: async () => {
        const [{ PatientPaymentPage }] = await Promise.all([
          import('./pages/patient-payment-page'),
          loadProgrammeTexts(),
        ]);
        return { Component: PatientPaymentPage };
      },
    },
    {
      path: paths.paymentSuccess.path,
      lazy: async () => {
        const [{ PaymentSuccessPage }] = await Promise.all([
          import('./pages/payment-success-page'),
          loadProgrammeTexts(),
        ]);
        return { Component: PaymentSuccessPage };
      },
    },
    {
      path: paths.paymentFailed.path,
      lazy: async () => {
        const [{ PaymentFailedPage }] = await Promise.all([
          import('./pages/payment-failed-page'),
          loadProgrammeTexts(),
        ]);
        return { Component: PaymentFailedPage };
      },
    },
  ],
};
