import {
  APPOINTMENT_STATUS,
  messages,
  todayInIndia,
  type Appointment,
  type AppointmentInput,
  type AppointmentStatusRequest,
  type Language,
  type SessionUser,
} from '@portal/shared';
import type { Database, Executor } from '../../db/client';
import { errors, type FieldError } from '../../lib/errors';
import { recordAudit } from '../audit/repository';
import { findMasterItem } from '../masters/repository';
import { findPatientByUser, setSmsReminders } from '../patients/repository';
import { ownPatient, patientOfHospital, type ClinicalActor } from '../patients/service';
import { refuseIfDeceased } from '../patients/status';
import {
  appointmentView,
  doctorTodoPage,
  findAppointment,
  hospitalReminderTime,
  insertAppointment,
  ownAppointments,
  patientAppointments,
  setHospitalReminderTime,
  updatePendingAppointment,
  type AppointmentRow,
  type TodoFilter,
} from './repository';

export interface AppointmentDeps {
  db: Database;
  now?: () => Date;
}

/** Today in India by the app's clock (tests move it). */
export const todayOf = (deps: { now?: () => Date }) => todayInIndia(deps.now?.() ?? new Date());

/** A patient's appointments in one hospital (deleted ones left out), by date. */
export function listPatientAppointments(
  db: Executor,
  hospitalId: number,
  patientId: number,
  language: Language,
) {
  return patientAppointments(db, hospitalId, patientId, language);
}

/** The future plan: pending appointments from today on, soonest first. */
export function pendingAppointments(
  db: Executor,
  hospitalId: number,
  patientId: number,
  language: Language,
  today: string = todayInIndia(),
) {
  return patientAppointments(db, hospitalId, patientId, language, { pendingFrom: today });
}

const audit = (
  db: Executor,
  actor: { user: SessionUser; ip: string },
  action: string,
  entity: string,
  entityId: number,
  detail?: Record<string, unknown>,
) =>
  recordAudit(db, {
    actorUserId: actor.user.id,
    action,
    entity,
    entityId,
    ip: actor.ip,
    ...(detail ? { detail } : {}),
  });

/** The heading must be a heading and the activity one of its activities (400 on the field). */
async function checkHeadingAndActivity(db: Executor, input: AppointmentInput) {
  const problems: FieldError[] = [];
  const heading = await findMasterItem(db, 'todo_heading', input.headingId);
  if (!heading) {
    problems.push({ path: 'headingId', message: messages['appointment.headingUnknown'] });
  }
  const activity = await findMasterItem(db, 'todo_activity', input.activityId);
  if (!activity || activity.parentId !== input.headingId) {
    problems.push({ path: 'activityId', message: messages['appointment.activityNotOfHeading'] });
  }
  if (problems.length > 0) throw errors.invalidFields(problems);
}

export async function listForPatient(
  deps: AppointmentDeps,
  actor: ClinicalActor,
  patientId: number,
) {
  await patientOfHospital(deps.db, actor, patientId);
  await audit(deps.db, actor, 'appointment.list', 'patient', patientId, {
    hospitalId: actor.hospitalId,
  });
  return listPatientAppointments(deps.db, actor.hospitalId, patientId, actor.language);
}

export async function createAppointment(
  deps: AppointmentDeps,
  actor: ClinicalActor,
  patientId: number,
  input: AppointmentInput,
): Promise<Appointment> {
  const { db } = deps;
  refuseIfDeceased(await patientOfHospital(db, actor, patientId));
  await checkHeadingAndActivity(db, input);
  const id = await db.transaction(async (tx) => {
    const created = await insertAppointment(tx, {
      patientId,
      hospitalId: actor.hospitalId,
      doctorId: actor.doctorId,
      headingId: input.headingId,
      activityId: input.activityId,
      doDate: input.doDate,
      comment: input.comment,
      status: APPOINTMENT_STATUS.pending,
      createdBy: actor.user.id,
    });
    await audit(tx, actor, 'appointment.create', 'appointment', created, { patientId });
    return created;
  });
  return (await appointmentView(db, id, actor.language))!;
}

/** This hospital's appointment; another hospital's is "not found" (and audited). */
async function appointmentOfHospital(db: Executor, actor: ClinicalActor, id: number) {
  const row = await findAppointment(db, actor.hospitalId, id);
  if (!row) {
    await audit(db, actor, 'appointment.not_found', 'appointment', id);
    throw errors.notFound();
  }
  return row;
}

/** Why a non-pending appointment cannot change. */
function notPending(row: Pick<AppointmentRow, 'status'>) {
  return errors.conflict(
    row.status === APPOINTMENT_STATUS.complete
      ? 'appointment.alreadyComplete'
      : 'appointment.alreadyDeleted',
  );
}

const notYetDue = () => errors.conflict('appointment.notYetDue');

/**
 * After a conditional update changed nothing: the current state says why (no longer pending, or,
 * when completing, moved to a date after dueBy meanwhile).
 */
async function refusal(db: Executor, actor: ClinicalActor, id: number, dueBy?: string) {
  const current = await findAppointment(db, actor.hospitalId, id);
  if (!current) return errors.notFound();
  if (current.status === APPOINTMENT_STATUS.pending && dueBy !== undefined) return notYetDue();
  return notPending(current);
}

export async function readAppointment(deps: AppointmentDeps, actor: ClinicalActor, id: number) {
  const row = await appointmentOfHospital(deps.db, actor, id);
  if (row.status === APPOINTMENT_STATUS.deleted) throw errors.notFound();
  await audit(deps.db, actor, 'appointment.read', 'appointment', id, { patientId: row.patientId });
  return (await appointmentView(deps.db, id, actor.language))!;
}

export async function updateAppointment(
  deps: AppointmentDeps,
  actor: ClinicalActor,
  id: number,
  input: AppointmentInput,
): Promise<Appointment> {
  const { db } = deps;
  const row = await appointmentOfHospital(db, actor, id);
  if (row.status !== APPOINTMENT_STATUS.pending) throw notPending(row);
  await checkHeadingAndActivity(db, input);
  await db.transaction(async (tx) => {
    const changed = await updatePendingAppointment(tx, id, {
      headingId: input.headingId,
      activityId: input.activityId,
      doDate: input.doDate,
      comment: input.comment,
    });
    if (!changed) throw await refusal(tx, actor, id);
    await audit(tx, actor, 'appointment.update', 'appointment', id, { patientId: row.patientId });
  });
  return (await appointmentView(db, id, actor.language))!;
}

export async function changeAppointmentStatus(
  deps: AppointmentDeps,
  actor: ClinicalActor,
  id: number,
  status: AppointmentStatusRequest['status'],
) {
  const { db } = deps;
  const row = await appointmentOfHospital(db, actor, id);
  if (row.status !== APPOINTMENT_STATUS.pending) throw notPending(row);
  const completing = status === APPOINTMENT_STATUS.complete;
  // Completion records that it was done: an appointment dated after today has not been yet.
  const dueBy = completing ? todayInIndia() : undefined;
  if (dueBy !== undefined && row.doDate > dueBy) throw notYetDue();
  await db.transaction(async (tx) => {
    if (!(await updatePendingAppointment(tx, id, { status }, dueBy))) {
      throw await refusal(tx, actor, id, dueBy);
    }
    const action = status === APPOINTMENT_STATUS.complete ? 'complete' : 'delete';
    await audit(tx, actor, `appointment.${action}`, 'appointment', id, {
      patientId: row.patientId,
    });
  });
}

export async function doctorTodoList(
  deps: AppointmentDeps,
  actor: ClinicalActor,
  query: Omit<TodoFilter, 'doctorId' | 'hospitalId' | 'language'>,
) {
  const { rows, total } = await doctorTodoPage(deps.db, {
    ...query,
    doctorId: actor.doctorId,
    hospitalId: actor.hospitalId,
    language: actor.language,
  });
  await audit(deps.db, actor, 'appointment.todo_list', 'doctor', actor.doctorId, {
    status: query.status,
    page: query.page,
  });
  return { data: rows, recordsTotal: total, recordsFiltered: total };
}

/** A logged-in patient's own appointments: the patient row is found from the session user only. */
export async function myAppointments(
  deps: AppointmentDeps,
  user: SessionUser,
  ip: string,
  language: Language,
) {
  const patient = await findPatientByUser(deps.db, user.id);
  await recordAudit(deps.db, {
    actorUserId: user.id,
    action: 'appointment.own_list',
    entity: 'patient',
    entityId: patient?.id,
    ip,
  });
  return patient ? ownAppointments(deps.db, patient.id, language) : [];
}

/** Whether the logged-in patient gets SMS reminders of their appointments. */
export async function ownReminders(db: Executor, user: SessionUser) {
  return { enabled: (await ownPatient(db, user.id)).smsReminders };
}

/** The logged-in patient says yes or no to SMS reminders (audited); reminders queued stay. */
export async function setOwnReminders(
  deps: AppointmentDeps,
  user: SessionUser,
  ip: string,
  enabled: boolean,
) {
  const patient = await ownPatient(deps.db, user.id);
  await deps.db.transaction(async (tx) => {
    await setSmsReminders(tx, patient.id, enabled);
    await recordAudit(tx, {
      actorUserId: user.id,
      action: 'appointment.reminders_set',
      entity: 'patient',
      entityId: patient.id,
      ip,
      detail: { enabled },
    });
  });
  return { enabled };
}

/** The chief admin's hospital's reminder time. */
export async function reminderTimeOf(db: Executor, actor: ClinicalActor) {
  const time = await hospitalReminderTime(db, actor.hospitalId);
  if (time === undefined) throw errors.notFound();
  return { time };
}

/** The chief admin sets when their patients get reminders (audited); from the next run on. */
export async function setReminderTime(deps: AppointmentDeps, actor: ClinicalActor, time: string) {
  await deps.db.transaction(async (tx) => {
    await setHospitalReminderTime(tx, actor.hospitalId, time);
    await audit(tx, actor, 'appointment.reminder_time_set', 'hospital', actor.hospitalId, { time });
  });
  return { time };
}
