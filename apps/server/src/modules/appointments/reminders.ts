import { and, asc, eq, isNull, lte } from 'drizzle-orm';
import {
  APPOINTMENT_STATUS,
  dayStartInIndia,
  languageOr,
  TIME_ZONE,
  todayInIndia,
} from '@portal/shared';
import type { Database } from '../../db/client';
import { appointments, hospitals, patients, users } from '../../db/schema';
import type { SmsSender } from '../messaging/sms';
import { VITAL_STATUS } from '../patients/status';

export interface ReminderDeps {
  db: Database;
  sms: SmsSender;
  now?: () => Date;
}

/** Appointments reminded per transaction: a short lock on each batch, however many are due. */
const BATCH = 200;

const indiaTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** The day as the reminder writes it, the same in every language: 27-11-2026. */
const smsDate = (day: string) => day.split('-').reverse().join('-');

/**
 * Queues the SMS reminder of every pending appointment of tomorrow (India) whose hospital's
 * reminder time has come today and whose patient is alive and has not said no to reminders.
 * Each appointment keeps its reminder's outbox row, set in the transaction that queues it, so
 * a reminder is queued once, whatever the runs and instances; rows another run holds are
 * skipped. Runs every few minutes (jobs/definitions.ts): an appointment made after the time
 * is reminded at the next run.
 */
export async function sendAppointmentReminders(deps: ReminderDeps): Promise<{ queued: number }> {
  const now = deps.now?.() ?? new Date();
  const tomorrow = todayInIndia(dayStartInIndia(todayInIndia(now), 1));
  const timeNow = indiaTime.format(now);
  let queued = 0;
  for (;;) {
    const done = await deps.db.transaction(async (tx) => {
      const due = await tx
        .select({
          id: appointments.id,
          mobile: patients.mobileNumber,
          hospital: hospitals.name,
          // The language the patient chose for their own login, if they have one.
          language: users.language,
        })
        .from(appointments)
        .innerJoin(patients, eq(patients.id, appointments.patientId))
        .innerJoin(hospitals, eq(hospitals.id, appointments.hospitalId))
        .leftJoin(users, eq(users.id, patients.userId))
        .where(
          and(
            eq(appointments.doDate, tomorrow),
            eq(appointments.status, APPOINTMENT_STATUS.pending),
            isNull(appointments.reminderOutboxId),
            eq(patients.smsReminders, true),
            // The dead get no reminder.
            eq(patients.status, VITAL_STATUS.alive),
            lte(hospitals.reminderTime, timeNow),
          ),
        )
        .orderBy(asc(appointments.id))
        .limit(BATCH)
        .for('update', { of: appointments, skipLocked: true });
      for (const row of due) {
        const language = languageOr(row.language, undefined);
        const outboxId = await deps.sms.enqueue(tx, row.mobile, {
          kind: 'appointment_reminder',
          hospital: row.hospital,
          date: smsDate(tomorrow),
          ...(language ? { language } : {}),
        });
        await tx
          .update(appointments)
          .set({ reminderOutboxId: outboxId })
          .where(eq(appointments.id, row.id));
      }
      return due.length;
    });
    queued += done;
    if (done < BATCH) return { queued };
  }
}
