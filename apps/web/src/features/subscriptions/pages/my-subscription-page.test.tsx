import { describe, expect, it, vi } from 'vitest';
import { paths } from '@portal/shared';
import { mockApi } from '../../../../test/api-mock';
import { renderInApp } from '../../../../test/render';
import { testSession } from '../../../../test/session';
import { MySubscriptionPage } from './my-subscription-page';

describe('MySubscriptionPage', () => {
  it.each(['patient', 'guest'] as const)(
    "sends a %s to their own programme's page, as their Subscription menu item does",
    async (userType) => {
      const calls = mockApi({});
      const { router } = renderInApp(<MySubscriptionPage />, {
        route: paths.mySubscription.getHref(),
        session: testSession({ userType, doctorId: null, hospitalId: null, hospitalName: null }),
      });
      await vi.waitFor(() =>
        expect(router.state.location.pathname).toBe(paths.patientPayment.getHref()),
      );
      // The hospital's packs are not asked for.
      expect(calls.filter((call) => call.path.startsWith('/subscriptions'))).toEqual([]);
    },
  );
});
