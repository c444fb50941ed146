import type { FieldPath, Resolver } from 'react-hook-form';
import { zodResolver } from '@/lib/form-resolver';
import { appointmentRequest, type Appointment, type AppointmentInput } from '@portal/shared';

/** What the form holds: nothing chosen yet is null, which the shared schema refuses with its messages. */
export interface AppointmentFormValues {
  headingId: number | null;
  activityId: number | null;
  doDate: string;
  comment: string;
}

// The shared schema, read over the form's nullable values (its required messages answer the nulls).
export const appointmentFormResolver = zodResolver(appointmentRequest) as unknown as Resolver<
  AppointmentFormValues,
  unknown,
  AppointmentInput
>;

export const APPOINTMENT_FIELDS: FieldPath<AppointmentFormValues>[] = [
  'headingId',
  'activityId',
  'doDate',
  'comment',
];

export const defaultsFor = (appointment: Appointment | null): AppointmentFormValues => ({
  headingId: appointment?.headingId ?? null,
  activityId: appointment?.activityId ?? null,
  doDate: appointment?.doDate ?? '',
  comment: appointment?.comment ?? '',
});
