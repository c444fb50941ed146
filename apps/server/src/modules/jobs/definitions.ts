import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { deleteExpiredAuthRows } from '../auth/cleanup';
import { reconcilePendingOrders, type PaymentDeps } from '../payments/service';
import type { JobDefinition } from './types';

export interface JobDeps {
  db: Database;
  payments: PaymentDeps;
  log: FastifyBaseLogger;
}

/** Every background job of the product, in one list. */
export function jobDefinitions(deps: JobDeps): JobDefinition[] {
  return [
    {
      name: 'payments.reconcile',
      everyMinutes: 1,
      retryLimit: 2,
      // Orders left pending (a closed browser, a lost callback) are asked of the gateway again.
      run: () => reconcilePendingOrders(deps.payments),
    },
    {
      name: 'auth.cleanup',
      everyMinutes: 60,
      retryLimit: 3,
      run: async () => {
        const gone = await deleteExpiredAuthRows(deps.db);
        deps.log.info(gone, 'expired sessions, codes and attempts deleted');
      },
    },
  ];
}
