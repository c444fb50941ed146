interface PlanTerms {
  name: string;
  patientCount: number;
  durationDays: number;
}

interface OrderedTerms {
  planName: string | null;
  planPatientCount: number | null;
  planDurationDays: number | null;
}

/** An order's plan terms, kept as they were when it started (startPlanPayment). */
export const termsOfPlan = (plan: PlanTerms): OrderedTerms => ({
  planName: plan.name,
  planPatientCount: plan.patientCount,
  planDurationDays: plan.durationDays,
});

/**
 * The plan an order bought, as it was then: a later edit of the plan changes neither the pack
 * the payment gives nor its receipt. An order from before migration 0040 kept nothing and reads
 * the plan as it is; a pack given without an order has only the plan.
 */
export function planAsBought(order: OrderedTerms | null | undefined, plan: PlanTerms): PlanTerms {
  return {
    name: order?.planName ?? plan.name,
    patientCount: order?.planPatientCount ?? plan.patientCount,
    durationDays: order?.planDurationDays ?? plan.durationDays,
  };
}
