import { and, asc, eq, gte, lte, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  APPOINTMENT_STATUS,
  type Appointment,
  type AppointmentStatus,
  type Language,
  type ReminderState,
} from '@portal/shared';
import type { Executor } from '../../db/client';
import { appointments, doctors, hospitals, masterItems, outbox, patients } from '../../db/schema';
import { nameIn } from '../../db/name-in';
import { VITAL_STATUS } from '../patients/status';

export type AppointmentRow = typeof appointments.$inferSelect;
export type NewAppointment = typeof appointments.$inferInsert;

const heading = alias(masterItems, 'heading');
const activity = alias(masterItems, 'activity');
const reminder = alias(outbox, 'reminder');

/** The reminder's outbox status as the appointment tells it ('sending' is still queued). */
const reminderState = sql<ReminderState | null>`case
  when ${reminder.status} = 'sending' then 'queued' else ${reminder.status} end`;

/**
 * The columns every list answers: the appointment with its heading and activity names, in the
 * reader's language.
 */
const listColumns = (language: Language) => ({
  id: appointments.id,
  patientId: appointments.patientId,
  headingId: appointments.headingId,
  headingName: nameIn(heading, language),
  activityId: appointments.activityId,
  activityName: nameIn(activity, language),
  doDate: appointments.doDate,
  comment: appointments.comment,
  status: appointments.status,
  reminder: reminderState,
});

/** Deleted rows are never listed, so a listed status is pending or complete. */
const withStatus = <T extends { status: number }>(row: T) =>
  row as T & { status: AppointmentStatus };

function listQuery(db: Executor, language: Language) {
  return db
    .select(listColumns(language))
    .from(appointments)
    .innerJoin(heading, eq(heading.id, appointments.headingId))
    .innerJoin(activity, eq(activity.id, appointments.activityId))
    .leftJoin(reminder, eq(reminder.id, appointments.reminderOutboxId));
}

const notDeleted = ne(appointments.status, APPOINTMENT_STATUS.deleted);

export async function insertAppointment(db: Executor, row: NewAppointment) {
  const [created] = await db.insert(appointments).values(row).returning({ id: appointments.id });
  return created!.id;
}

/** One appointment of a hospital, deleted ones included (they answer 409, not 404). */
export async function findAppointment(db: Executor, hospitalId: number, id: number) {
  const [row] = await db
    .select()
    .from(appointments)
    .where(and(eq(appointments.id, id), eq(appointments.hospitalId, hospitalId)))
    .limit(1);
  return row;
}

/** One appointment as the lists show it. */
export async function appointmentView(
  db: Executor,
  id: number,
  language: Language,
): Promise<Appointment | undefined> {
  const [row] = await listQuery(db, language).where(eq(appointments.id, id)).limit(1);
  return row ? withStatus(row) : undefined;
}

/**
 * Changes a pending appointment, and only a pending one: the condition sits in the UPDATE, so two
 * requests at once cannot both act on it. With dueBy, only one dated that day or earlier (an edit
 * that moved it later cannot slip between the check and the change). Answers false otherwise.
 */
export async function updatePendingAppointment(
  db: Executor,
  id: number,
  changes: Partial<
    Pick<NewAppointment, 'headingId' | 'activityId' | 'doDate' | 'comment' | 'status'>
  >,
  dueBy?: string,
) {
  const rows = await db
    .update(appointments)
    .set({ ...changes, updatedAt: new Date() })
    .where(
      and(
        eq(appointments.id, id),
        eq(appointments.status, APPOINTMENT_STATUS.pending),
        dueBy === undefined ? undefined : lte(appointments.doDate, dueBy),
      ),
    )
    .returning({ id: appointments.id });
  return rows.length === 1;
}

/**
 * A patient's appointments in one hospital by date, deleted ones left out (the dialog's table);
 * with pendingFrom, only the pending ones from that day on (the future plan).
 */
export async function patientAppointments(
  db: Executor,
  hospitalId: number,
  patientId: number,
  language: Language,
  options: { pendingFrom?: string } = {},
): Promise<Appointment[]> {
  const conditions: SQL[] = [
    eq(appointments.hospitalId, hospitalId),
    eq(appointments.patientId, patientId),
  ];
  if (options.pendingFrom !== undefined) {
    conditions.push(
      eq(appointments.status, APPOINTMENT_STATUS.pending),
      gte(appointments.doDate, options.pendingFrom),
    );
  } else {
    conditions.push(notDeleted);
  }
  const rows = await listQuery(db, language)
    .where(and(...conditions))
    .orderBy(asc(appointments.doDate), asc(appointments.id));
  return rows.map(withStatus);
}

export interface TodoFilter {
  doctorId: number;
  hospitalId: number;
  status: AppointmentStatus;
  from?: string | undefined;
  to?: string | undefined;
  page: number;
  pageSize: number;
  language: Language;
}

/**
 * A doctor's appointments of one status, by date: the range is read from the index on
 * (doctor, status, date), so the page and the count never touch other doctors' rows.
 */
export async function doctorTodoPage(db: Executor, filter: TodoFilter) {
  const where = and(
    eq(appointments.doctorId, filter.doctorId),
    eq(appointments.status, filter.status),
    filter.from ? gte(appointments.doDate, filter.from) : undefined,
    filter.to ? lte(appointments.doDate, filter.to) : undefined,
    eq(appointments.hospitalId, filter.hospitalId),
  );
  const pageQuery = db
    .select({
      ...listColumns(filter.language),
      patientName: sql<string>`concat_ws(' ', ${patients.firstName}, ${patients.middleName}, ${patients.lastName})`,
      patientDeceased: sql<boolean>`${patients.status} = ${VITAL_STATUS.dead}`,
    })
    .from(appointments)
    .innerJoin(heading, eq(heading.id, appointments.headingId))
    .innerJoin(activity, eq(activity.id, appointments.activityId))
    .leftJoin(reminder, eq(reminder.id, appointments.reminderOutboxId))
    .innerJoin(patients, eq(patients.id, appointments.patientId))
    .where(where)
    .orderBy(asc(appointments.doDate), asc(appointments.id))
    .limit(filter.pageSize)
    .offset((filter.page - 1) * filter.pageSize);
  const countQuery = db
    .select({ count: sql<number>`count(*)::int` })
    .from(appointments)
    .where(where);
  const [rows, [count]] = await Promise.all([pageQuery, countQuery]);
  return { rows: rows.map(withStatus), total: count?.count ?? 0 };
}

/** A patient's own appointments in every hospital, with who keeps them. */
export async function ownAppointments(db: Executor, patientId: number, language: Language) {
  const rows = await db
    .select({ ...listColumns(language), hospitalName: hospitals.name, doctorName: doctors.name })
    .from(appointments)
    .innerJoin(heading, eq(heading.id, appointments.headingId))
    .innerJoin(activity, eq(activity.id, appointments.activityId))
    .leftJoin(reminder, eq(reminder.id, appointments.reminderOutboxId))
    .innerJoin(hospitals, eq(hospitals.id, appointments.hospitalId))
    .innerJoin(doctors, eq(doctors.id, appointments.doctorId))
    .where(and(eq(appointments.patientId, patientId), notDeleted))
    .orderBy(asc(appointments.doDate), asc(appointments.id));
  return rows.map(withStatus);
}

/** When a hospital's patients get the reminder of tomorrow's appointments (HH:MM, India). */
export async function hospitalReminderTime(db: Executor, hospitalId: number) {
  const [row] = await db
    .select({ time: hospitals.reminderTime })
    .from(hospitals)
    .where(eq(hospitals.id, hospitalId));
  return row?.time;
}

export async function setHospitalReminderTime(db: Executor, hospitalId: number, time: string) {
  await db.update(hospitals).set({ reminderTime: time }).where(eq(hospitals.id, hospitalId));
}
