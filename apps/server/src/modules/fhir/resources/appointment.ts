import {
  fhirResource,
  referenceTo,
  resourceIds,
  type ExportAppointment,
  type FhirResource,
} from './types';

/** The app's appointment statuses (1 pending, 2 complete, 0 deleted) in FHIR's terms. */
const APPOINTMENT_STATUS: Record<number, string> = { 1: 'booked', 2: 'fulfilled', 0: 'cancelled' };

/** India's offset: the day of an appointment is a day in India. */
const INDIA = '+05:30';

/**
 * An appointment: booked, fulfilled or cancelled, on its day (the app keeps a day, not a time:
 * from the start of the day to its end in India), its heading as the description, its activity
 * as the service type, and the patient as the participant.
 */
export function buildAppointment(patientId: number, appointment: ExportAppointment): FhirResource {
  return fhirResource({
    resourceType: 'Appointment',
    id: `appointment-${appointment.id}`,
    status: APPOINTMENT_STATUS[appointment.status] ?? 'cancelled',
    serviceType: [{ text: appointment.activityName }],
    description: appointment.headingName,
    start: `${appointment.doDate}T00:00:00${INDIA}`,
    end: `${appointment.doDate}T23:59:59${INDIA}`,
    created: appointment.createdAt,
    comment: appointment.comment,
    participant: [
      { actor: referenceTo('Patient', resourceIds(patientId).patient), status: 'accepted' },
    ],
  });
}
