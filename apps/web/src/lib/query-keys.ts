/**
 * The cache keys of data that more than one feature shows. Every key of one patient's data
 * starts with ['patients', id], so a change refreshes exactly what it touched by prefix:
 * editing the person refreshes their record, dashboards and the lists; saving clinical details
 * their clinical record and dashboards; and so on (each mutation says which).
 */
export const patientKeys = {
  /** Every page and search of the hospital's patient list. */
  lists: () => ['patients', 'list'] as const,
  record: (patientId: number) => ['patients', patientId, 'record'] as const,
  bindings: (patientId: number) => ['patients', patientId, 'bindings'] as const,
  clinical: (patientId: number) => ['patients', patientId, 'clinical'] as const,
  appointments: (patientId: number) => ['patients', patientId, 'appointments'] as const,
  outcomes: (patientId: number) => ['patients', patientId, 'outcomes'] as const,
  /** Both dashboards (care and database area), which gather all of the above. */
  dashboards: (patientId: number) => ['patients', patientId, 'dashboard'] as const,
  careDashboard: (patientId: number) => ['patients', patientId, 'dashboard', 'care'] as const,
  dbDashboard: (patientId: number) => ['patients', patientId, 'dashboard', 'db'] as const,
};

/**
 * The cache keys of plans and subscriptions: the admin's plan screens, the plans on sale, and the
 * hospital's own packs, which a payment (another feature) changes.
 */
export const subscriptionKeys = {
  all: () => ['subscriptions'] as const,
  /** Every plan list: the admin's (active or not) and the plans on sale. */
  plans: () => ['subscriptions', 'plans'] as const,
  allPlans: () => ['subscriptions', 'plans', 'all'] as const,
  activePlans: () => ['subscriptions', 'plans', 'active'] as const,
  /** The session's hospital's packs and counters. */
  mine: () => ['subscriptions', 'mine'] as const,
};

/** The coupon codes list, whose rows name their plans: a plan's edit (another feature) changes it. */
export const couponKeys = {
  codes: () => ['coupons', 'coupon-codes'] as const,
};
