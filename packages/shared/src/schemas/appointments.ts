// Contracts of the appointments domain (the spec's to-do items): requests, answers and limits.
import { z } from 'zod';
import { isCalendarDate, todayInIndia, yearsAfter } from '../dates';
import { messageRef } from '../messages';
import { messages } from '../all-messages';
import {
  calendarDay,
  daysInOrder,
  pagedResponse,
  pageQuery,
  requiredId,
  serverText,
} from './common';

export const APPOINTMENT_COMMENT_MAX = 100;
/** How far ahead an appointment can be booked: a later year is taken for a slip (2062). */
export const APPOINTMENT_YEARS_AHEAD = 2;

/** To-do status (seed 000 section 4): 1 pending (on save), 2 complete, 0 deleted (kept, hidden). */
export const APPOINTMENT_STATUS = { deleted: 0, pending: 1, complete: 2 } as const;
export type AppointmentStatus = 1 | 2;

/** The statuses a list shows, with their labels. */
export const APPOINTMENT_STATUSES = [
  { value: 1, label: messages['appointment.statusPending'] },
  { value: 2, label: messages['appointment.statusComplete'] },
] as const;

export function appointmentStatusLabel(status: number): string {
  return APPOINTMENT_STATUSES.find((option) => option.value === status)?.label ?? '';
}

/**
 * The appointment form. `today` says which day is "today" in India: the browser's clock in the
 * form, the server's clock on the server (tests move it), so both refuse a past date.
 */
export function appointmentRequestFor(today: () => string = () => todayInIndia()) {
  return z.object({
    headingId: requiredId(messageRef('appointment.headingRequired')),
    activityId: requiredId(messageRef('appointment.activityRequired')),
    doDate: z
      .string({ error: messageRef('appointment.dateRequired') })
      .trim()
      .min(1, messageRef('appointment.dateRequired'))
      .refine(
        (value) => value === '' || isCalendarDate(value),
        messageRef('appointment.dateInvalid'),
      )
      .refine(
        (value) => !isCalendarDate(value) || value >= today(),
        messageRef('appointment.datePast'),
      )
      .refine(
        (value) => !isCalendarDate(value) || value <= yearsAfter(today(), APPOINTMENT_YEARS_AHEAD),
        messageRef('appointment.dateTooFar', { years: APPOINTMENT_YEARS_AHEAD }),
      ),
    comment: z
      .string()
      .trim()
      .max(
        APPOINTMENT_COMMENT_MAX,
        messageRef('appointment.commentMax', { max: APPOINTMENT_COMMENT_MAX }),
      )
      .nullish()
      .transform((value) => (value ? value : null)),
  });
}
export const appointmentRequest = appointmentRequestFor();
export type AppointmentRequest = z.input<typeof appointmentRequest>;
export type AppointmentInput = z.output<typeof appointmentRequest>;

/** Complete (2) or delete (0); only a pending appointment changes. */
export const appointmentStatusRequest = z.object({
  status: z.union([z.literal(APPOINTMENT_STATUS.complete), z.literal(APPOINTMENT_STATUS.deleted)]),
});
export type AppointmentStatusRequest = z.infer<typeof appointmentStatusRequest>;

/** One appointment as the lists show it. Deleted ones are never answered. */
/** Where an appointment's SMS reminder is. */
export const REMINDER_STATES = ['queued', 'sent', 'delivered', 'failed'] as const;
export type ReminderState = (typeof REMINDER_STATES)[number];

export const appointment = z.object({
  id: z.number().int(),
  patientId: z.number().int(),
  headingId: z.number().int(),
  headingName: z.string(),
  activityId: z.number().int(),
  activityName: z.string(),
  /** yyyy-MM-dd, a calendar day in India. */
  doDate: z.string(),
  comment: z.string().nullable(),
  status: z.union([z.literal(1), z.literal(2)]),
  /**
   * The SMS reminder of the day before: queued, sent to the provider, delivered to the phone or
   * failed; null until one is queued (or when none will be: the patient said no).
   */
  reminder: z.enum(REMINDER_STATES).nullable(),
});
export type Appointment = z.infer<typeof appointment>;

/** When, on the day before, a hospital's patients get their reminder: HH:MM, India time. */
export const reminderTime = z.object({
  time: z
    .string()
    .regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/, messageRef('appointment.reminderTimeInvalid')),
});
export type ReminderTime = z.infer<typeof reminderTime>;

/** A patient's own choice about SMS reminders of their appointments. */
export const appointmentReminders = z.object({ enabled: z.boolean() });
export type AppointmentReminders = z.infer<typeof appointmentReminders>;
export const appointmentList = z.array(appointment);

export const appointmentSaved = z.object({ appointment, ...serverText });

/** The doctor's to-do page: by status and an optional date range, paged. */
export const todoListQuery = pageQuery
  .extend({
    status: z.coerce
      .number()
      .pipe(z.union([z.literal(1), z.literal(2)]))
      .default(1),
    from: calendarDay(messageRef('appointment.dateInvalid')).optional(),
    to: calendarDay(messageRef('appointment.dateInvalid')).optional(),
  })
  .refine(daysInOrder, {
    message: messageRef('appointment.rangeInvalid'),
    path: ['to'],
  });
export type TodoListQuery = z.output<typeof todoListQuery>;

/** A to-do row: the appointment, whose patient, and whether they are recorded as deceased. */
export const todoItem = appointment.extend({
  patientName: z.string(),
  patientDeceased: z.boolean(),
});
export type TodoItem = z.infer<typeof todoItem>;
export const todoListPage = pagedResponse(todoItem);
export type TodoListPage = z.infer<typeof todoListPage>;

/** A patient's own appointments, in every hospital that keeps them. */
export const myAppointment = appointment.extend({
  hospitalName: z.string(),
  doctorName: z.string(),
});
export type MyAppointment = z.infer<typeof myAppointment>;
export const myAppointmentList = z.array(myAppointment);
