import { asc, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { hospitalSubscriptions, hospitals, subscriptionPlans } from '../../db/schema';

export type PlanRow = typeof subscriptionPlans.$inferSelect;

export function listPlans(db: Executor, onlyActive: boolean) {
  return db
    .select()
    .from(subscriptionPlans)
    .where(onlyActive ? eq(subscriptionPlans.isActive, true) : undefined)
    .orderBy(onlyActive ? asc(subscriptionPlans.totalPaise) : desc(subscriptionPlans.id));
}

export async function findPlan(db: Executor, id: number) {
  const [row] = await db.select().from(subscriptionPlans).where(eq(subscriptionPlans.id, id));
  return row;
}

export async function insertPlan(db: Executor, plan: typeof subscriptionPlans.$inferInsert) {
  const [row] = await db.insert(subscriptionPlans).values(plan).returning();
  return row!;
}

export async function updatePlan(
  db: Executor,
  id: number,
  plan: Partial<typeof subscriptionPlans.$inferInsert>,
) {
  const [row] = await db
    .update(subscriptionPlans)
    .set(plan)
    .where(eq(subscriptionPlans.id, id))
    .returning();
  return row;
}

export async function deletePlan(db: Executor, id: number) {
  const rows = await db
    .delete(subscriptionPlans)
    .where(eq(subscriptionPlans.id, id))
    .returning({ id: subscriptionPlans.id });
  return rows.length === 1;
}

/** Names of the hospitals a plan was ever assigned to. */
export async function hospitalsOnPlan(db: Executor, planId: number) {
  const rows = await db
    .selectDistinct({ name: hospitals.name })
    .from(hospitalSubscriptions)
    .innerJoin(hospitals, eq(hospitals.id, hospitalSubscriptions.hospitalId))
    .where(eq(hospitalSubscriptions.planId, planId))
    .orderBy(asc(hospitals.name))
    .limit(100);
  return rows.map((row) => row.name);
}

export function hospitalSubscriptionRows(db: Executor, hospitalId: number) {
  return db
    .select({ subscription: hospitalSubscriptions, plan: subscriptionPlans })
    .from(hospitalSubscriptions)
    .innerJoin(subscriptionPlans, eq(subscriptionPlans.id, hospitalSubscriptions.planId))
    .where(eq(hospitalSubscriptions.hospitalId, hospitalId))
    .orderBy(desc(hospitalSubscriptions.activatedAt), desc(hospitalSubscriptions.id));
}

export async function insertHospitalSubscription(
  db: Executor,
  row: typeof hospitalSubscriptions.$inferInsert,
) {
  await db.insert(hospitalSubscriptions).values(row);
}
