import { FHIR_EXPORT_RESOURCE_TYPES } from '@portal/shared';
import { buildAppointment } from './appointment';
import { buildPrimaryCancerCondition } from './condition';
import { buildPatient } from './patient';
import { buildQuestionnaireResponse } from './questionnaire-response';
import { buildTnmObservations } from './staging';
import {
  buildChemotherapyRequest,
  buildRadiotherapyCourse,
  buildSurgeryProcedures,
} from './treatment';
import type { FhirResource, PatientExportData } from './types';

const order = (resource: FhirResource) => FHIR_EXPORT_RESOURCE_TYPES.indexOf(resource.resourceType);

/**
 * Every resource one hospital holds of one patient, the Patient first, then by resource type:
 * the cancer (Condition, TNM Observations) and its treatment from the current clinical
 * details, then each outcome attempt and each appointment.
 */
export function patientResources(data: PatientExportData): FhirResource[] {
  const patientId = data.patient.id;
  const clinical = data.clinical;
  const resources: FhirResource[] = [
    buildPatient(data.patient),
    ...(clinical
      ? [
          buildPrimaryCancerCondition(patientId, clinical),
          ...buildTnmObservations(patientId, clinical),
          ...buildSurgeryProcedures(patientId, clinical),
          buildRadiotherapyCourse(patientId, clinical),
          buildChemotherapyRequest(patientId, clinical),
        ].filter((resource): resource is FhirResource => resource !== null)
      : []),
    ...data.attempts.map((attempt) => buildQuestionnaireResponse(patientId, attempt)),
    ...data.appointments.map((appointment) => buildAppointment(patientId, appointment)),
  ];
  // A stable sort: within a type the order above stays.
  return resources.sort((a, b) => order(a) - order(b));
}
