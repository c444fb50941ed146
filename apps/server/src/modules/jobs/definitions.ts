import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { sendAppointmentReminders } from '../appointments/reminders';
import { maintainAuditLog } from '../audit/partitions';
import { deleteExpiredAuthRows } from '../auth/cleanup';
import { reconcilePendingOrders, type PaymentDeps } from '../payments/service';
import { FHIR_EXPORT_JOB, runFhirExports } from '../fhir/export-job';
import type { SmsSender } from '../messaging/sms';
import type { JobDefinition } from './types';

export interface JobDeps {
  db: Database;
  payments: PaymentDeps;
  log: FastifyBaseLogger;
  auditRetentionMonths: number;
  sms: SmsSender;
  now?: () => Date;
}

/**
 * Every background job of the product, in one list. `everyMinutes` puts them all on one schedule
 * instead of their own (JOB_SCHEDULE_MINUTES, for tests that must see the hourly jobs run).
 */
export function jobDefinitions(deps: JobDeps, everyMinutes?: number): JobDefinition[] {
  const definitions: JobDefinition[] = [
    {
      name: 'payments.reconcile',
      everyMinutes: 1,
      retryLimit: 2,
      // Orders left pending (a closed browser, a lost callback) are asked of the gateway again.
      run: () => reconcilePendingOrders(deps.payments),
    },
    {
      name: 'appointments.remind',
      everyMinutes: 5,
      retryLimit: 2,
      // The SMS the day before each appointment, at its hospital's time (reminders.ts).
      run: async () => {
        const { queued } = await sendAppointmentReminders(deps);
        if (queued > 0) deps.log.info({ queued }, 'appointment reminders queued');
      },
    },
    {
      name: 'auth.cleanup',
      everyMinutes: 60,
      retryLimit: 3,
      run: async () => {
        const gone = await deleteExpiredAuthRows(deps.db);
        deps.log.info(gone, 'expired sessions, codes, attempts and challenges deleted');
      },
    },
    {
      name: 'audit.maintain',
      everyMinutes: 60,
      retryLimit: 3,
      // Months ahead made ready; months past the retention dropped whole.
      run: async () => {
        const done = await maintainAuditLog(deps.db, deps.auditRetentionMonths);
        if (done.created > 0 || done.dropped.length > 0) deps.log.info(done, 'audit log months');
      },
    },
    {
      name: FHIR_EXPORT_JOB,
      everyMinutes: 1,
      retryLimit: 2,
      // Bulk FHIR exports the chief admins started, a batch of patients at a time (fhir/).
      run: async () => {
        const done = await runFhirExports(deps);
        if (done.exports > 0 || done.dropped > 0) deps.log.info(done, 'FHIR exports written');
      },
    },
  ];
  return everyMinutes ? definitions.map((job) => ({ ...job, everyMinutes })) : definitions;
}
