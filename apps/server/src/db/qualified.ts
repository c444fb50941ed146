import { getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * A column written with its table ("discount_codes"."id") whatever query holds it. Drizzle writes
 * the columns of a selected SQL field without their table when the select reads one table, so
 * an outer column inside a correlated subquery (`exists (select 1 from payment_orders where
 * coupon_id = ${couponCodes.id})`) silently named the subquery's own "id" instead.
 */
export function qualified(column: PgColumn): SQL {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}
