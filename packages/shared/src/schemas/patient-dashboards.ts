// Contracts of the patient dashboards: the care-area and database-area views of one patient.
import { z } from 'zod';
// The catalogue's error map, wherever a schema is loaded (the browser loads schemas one by one).
import '../zod-messages';
import { appointmentList } from './appointments';
import { clinicalVersion } from './clinical';
import { outcomeCategoryTrend } from './outcomes';

/** Who the patient is, as both dashboards head their page. */
export const dashboardPatient = z.object({
  patientId: z.number().int(),
  fullName: z.string(),
  genderId: z.number().int(),
  age: z.number().int(),
  mobileNumber: z.string(),
  patientStatus: z.number().int(),
  patientType: z.enum(['patient', 'guest']),
  registerType: z.string(),
  stageName: z.string().nullable(),
  siteName: z.string().nullable(),
  /** ISO timestamp: when this hospital registered (or bound) the patient. */
  registeredAt: z.string(),
  consultantDoctors: z.array(z.string()),
  /** Who recorded the death and when (ISO), for every hospital of the patient; null while alive. */
  deathRecord: z.object({ recordedAt: z.string(), recordedBy: z.string() }).nullable(),
});
export type DashboardPatient = z.infer<typeof dashboardPatient>;

/** The care-area dashboard: summary, appointments and functional-outcome trends. */
export const careDashboard = z.object({
  patient: dashboardPatient,
  appointments: appointmentList,
  outcomes: z.array(outcomeCategoryTrend),
});
export type CareDashboard = z.infer<typeof careDashboard>;

/** The database-area dashboard: summary, clinical record, treatment history and future plan. */
export const dbDashboard = z.object({
  patient: dashboardPatient,
  currentClinical: clinicalVersion.nullable(),
  treatmentHistory: z.array(clinicalVersion),
  futurePlan: z.object({
    pendingAppointments: appointmentList,
    /** yyyy-MM-dd of the next chemotherapy cycle in the current clinical record. */
    nextChemoCycle: z.string().nullable(),
  }),
});
export type DbDashboard = z.infer<typeof dbDashboard>;
