import type { AdminPlan } from '@portal/shared';

/** A plan as the super admin's list answers it: ₹5,000 for 100 patients a year, on sale, held by no hospital. */
export function adminPlanOf(
  id: number,
  subscriptionName: string,
  more: Partial<Omit<AdminPlan, 'id' | 'subscriptionName'>> = {},
): AdminPlan {
  return {
    id,
    subscriptionName,
    subscriptionType: 1,
    patientCount: 100,
    duration: 365,
    totalPaise: 500_000,
    description: '<p>Plan</p>',
    isActive: true,
    held: false,
    revision: 0,
    ...more,
  };
}
