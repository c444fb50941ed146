import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  appointment,
  appointmentList,
  appointmentReminders,
  reminderTime,
  appointmentRequestFor,
  appointmentSaved,
  appointmentStatusRequest,
  idParam,
  message,
  myAppointmentList,
  okResponse,
  todoListPage,
  todoListQuery,
} from '@portal/shared';
import { requestLanguage } from '../../lib/request-language';
import { currentUser } from '../../plugins/auth';
import { actorOf } from '../patients/actor';
import { errorResponses } from '../../lib/error-responses';
import {
  changeAppointmentStatus,
  createAppointment,
  doctorTodoList,
  listForPatient,
  myAppointments,
  ownReminders,
  readAppointment,
  reminderTimeOf,
  setOwnReminders,
  setReminderTime,
  todayOf,
  updateAppointment,
} from './service';

const tags = ['appointments'];
const read = { access: { permission: 'read:clinical' as const } };
const write = { access: { permission: 'write:clinical' as const } };
const failures = errorResponses(400, 401, 403, 404, 409);
const patientParams = z.object({ patientId: idParam });
const idParams = z.object({ id: idParam });

/** Appointments (the spec's to-do items): the patient-list dialog, the doctor's to-do page, the patient's own list. */
export const appointmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = app.deps;
  // "Today" comes from the app's clock, so the server refuses past dates by the same day as tests set.
  const appointmentBody = appointmentRequestFor(() => todayOf(deps));

  app.get(
    '/patients/:patientId/appointments',
    {
      schema: { tags, params: patientParams, response: { 200: appointmentList, ...failures } },
      config: read,
    },
    (request) => listForPatient(deps, actorOf(request), request.params.patientId),
  );

  app.post(
    '/patients/:patientId/appointments',
    {
      schema: {
        tags,
        params: patientParams,
        body: appointmentBody,
        response: { 201: appointmentSaved, ...failures },
      },
      // A retry after a lost answer gets the first answer, not a second appointment.
      config: { ...write, idempotent: true },
    },
    async (request, reply) => {
      const saved = await createAppointment(
        deps,
        actorOf(request),
        request.params.patientId,
        request.body,
      );
      return reply.status(201).send({ appointment: saved, message: message('common.saveSuccess') });
    },
  );

  app.get(
    '/appointments/mine',
    {
      schema: { tags, querystring: todoListQuery, response: { 200: todoListPage, ...failures } },
      config: read,
    },
    (request) => doctorTodoList(deps, actorOf(request), request.query),
  );

  app.get(
    '/appointments/:id',
    {
      schema: { tags, params: idParams, response: { 200: appointment, ...failures } },
      config: read,
    },
    (request) => readAppointment(deps, actorOf(request), request.params.id),
  );

  app.put(
    '/appointments/:id',
    {
      schema: {
        tags,
        params: idParams,
        body: appointmentBody,
        response: { 200: appointmentSaved, ...failures },
      },
      config: write,
    },
    async (request) => ({
      appointment: await updateAppointment(deps, actorOf(request), request.params.id, request.body),
      message: message('common.updateSuccess'),
    }),
  );

  app.patch(
    '/appointments/:id/status',
    {
      schema: {
        tags,
        params: idParams,
        body: appointmentStatusRequest,
        response: { 200: okResponse, ...failures },
      },
      config: write,
    },
    async (request) => {
      const { status } = request.body;
      await changeAppointmentStatus(deps, actorOf(request), request.params.id, status);
      return {
        ok: true as const,
        message: message(status === 0 ? 'common.deleteSuccess' : 'common.statusChangeSuccess'),
      };
    },
  );

  // The chief admin: when, on the day before, the hospital's patients get their reminder.
  const chiefAdmin = { access: { permission: 'manage:members' as const } };
  app.get(
    '/hospital/reminder-time',
    { schema: { tags, response: { 200: reminderTime, ...failures } }, config: chiefAdmin },
    (request) => reminderTimeOf(deps.db, actorOf(request)),
  );

  app.put(
    '/hospital/reminder-time',
    {
      schema: { tags, body: reminderTime, response: { 200: reminderTime, ...failures } },
      config: chiefAdmin,
    },
    (request) => setReminderTime(deps, actorOf(request), request.body.time),
  );

  app.get(
    '/me/appointment-reminders',
    {
      schema: { tags, response: { 200: appointmentReminders, ...failures } },
      config: { access: { permission: 'read:own-care' as const } },
    },
    (request) => ownReminders(deps.db, currentUser(request)),
  );

  app.put(
    '/me/appointment-reminders',
    {
      schema: {
        tags,
        body: appointmentReminders,
        response: { 200: appointmentReminders, ...failures },
      },
      config: { access: { permission: 'read:own-care' as const } },
    },
    (request) => setOwnReminders(deps, currentUser(request), request.ip, request.body.enabled),
  );

  app.get(
    '/me/appointments',
    {
      schema: { tags, response: { 200: myAppointmentList, ...failures } },
      config: { access: { permission: 'read:own-care' as const } },
    },
    (request) => myAppointments(deps, currentUser(request), request.ip, requestLanguage(request)),
  );
};
