import type { ClinicalVersion } from '@portal/shared';
import { EXTENSION, PROFILE, SNOMED, SYSTEM } from './codes';
import {
  codeableConcept,
  compact,
  fhirResource,
  intentExtension,
  referenceTo,
  resourceIds,
  type FhirResource,
} from './types';

/** What the form records of a node dissection when there was none. */
const NO_NODE_DISSECTION = 'Not done';

/**
 * The surgery as mCODE's cancer-related surgical procedures: the primary resection, the node
 * dissection and the reconstruction, each a Procedure named as the form names it (the form has
 * no procedure codes), on the day of surgery; the dissection and reconstruction are part of the
 * resection. Without a day of surgery the procedure's status is unknown and no profile is
 * claimed (mCODE requires when it was performed).
 */
export function buildSurgeryProcedures(
  patientId: number,
  version: ClinicalVersion,
): FhirResource[] {
  const ids = resourceIds(patientId);
  const { details } = version;
  const steps = [
    details.primaryResection || details.dateOfSurgery
      ? { id: ids.resection, name: details.primaryResection ?? 'Cancer surgery' }
      : null,
    details.nodeDissection && details.nodeDissection !== NO_NODE_DISSECTION
      ? { id: ids.nodeDissection, name: `Node dissection: ${details.nodeDissection}` }
      : null,
    details.reconstruction
      ? { id: ids.reconstruction, name: `Reconstruction: ${details.reconstruction}` }
      : null,
  ].filter((step) => step !== null);
  const hasResection = steps.some((step) => step.id === ids.resection);
  const performed = details.dateOfSurgery;
  return steps.map((step) =>
    fhirResource({
      resourceType: 'Procedure',
      id: step.id,
      meta: performed ? { profile: [PROFILE.surgicalProcedure] } : undefined,
      extension: intentExtension(details.intent),
      partOf:
        hasResection && step.id !== ids.resection ? [referenceTo('Procedure', ids.resection)] : [],
      status: performed ? 'completed' : 'unknown',
      category: codeableConcept(
        SYSTEM.snomed,
        SNOMED.surgicalProcedure.code,
        SNOMED.surgicalProcedure.display,
      ),
      code: { text: step.name },
      subject: referenceTo('Patient', ids.patient),
      performedDateTime: performed,
      reasonReference: [referenceTo('Condition', ids.condition)],
    }),
  );
}

const radiotherapyNote = (details: ClinicalVersion['details']) =>
  [
    details.planOfRadiation && `Plan: ${details.planOfRadiation}`,
    details.typeOfRadiation && `Type: ${details.typeOfRadiation}`,
    details.doseGy !== null &&
      `Total dose: ${details.doseGy} Gy${details.fractions ? ` in ${details.fractions} fractions` : ''}`,
  ]
    .filter(Boolean)
    .join('. ');

/**
 * The radiotherapy course as mCODE's RadiotherapyCourseSummary (SNOMED CT 1217123003): its
 * period, the fractions as the sessions extension, the intent, and the plan, type and total
 * dose in a note (mCODE's dose extension needs a treated volume the form does not record).
 */
export function buildRadiotherapyCourse(
  patientId: number,
  version: ClinicalVersion,
): FhirResource | null {
  const { details } = version;
  const recorded =
    details.planOfRadiation ||
    details.typeOfRadiation ||
    details.rtStartDate ||
    details.rtCompleteDate ||
    details.fractions !== null ||
    details.doseGy !== null;
  if (!recorded) return null;
  const ids = resourceIds(patientId);
  const note = radiotherapyNote(details);
  const period = compact({
    start: details.rtStartDate ?? undefined,
    end: details.rtCompleteDate ?? undefined,
  });
  return fhirResource({
    resourceType: 'Procedure',
    id: ids.radiotherapy,
    meta: { profile: [PROFILE.radiotherapyCourseSummary] },
    extension: [
      ...intentExtension(details.intent),
      ...(details.fractions !== null
        ? [{ url: EXTENSION.radiotherapySessions, valueUnsignedInt: details.fractions }]
        : []),
    ],
    status: details.rtCompleteDate
      ? 'completed'
      : details.rtStartDate
        ? 'in-progress'
        : 'preparation',
    category: codeableConcept(
      SYSTEM.snomed,
      SNOMED.radiotherapyCategory.code,
      SNOMED.radiotherapyCategory.display,
    ),
    code: codeableConcept(
      SYSTEM.snomed,
      SNOMED.radiotherapyCourse.code,
      SNOMED.radiotherapyCourse.display,
    ),
    subject: referenceTo('Patient', ids.patient),
    performedPeriod: Object.keys(period).length > 0 ? period : undefined,
    reasonReference: [referenceTo('Condition', ids.condition)],
    note: note ? [{ text: note }] : [],
  });
}

/**
 * The chemotherapy protocol as a MedicationRequest: the protocol as the medication's text,
 * written on the day of chemotherapy, the proposed cycles as the dosage's repeat count and the
 * next cycle's day in a note. No mCODE profile is claimed: it asks for the prescriber as a
 * Practitioner, which the export does not write.
 */
export function buildChemotherapyRequest(
  patientId: number,
  version: ClinicalVersion,
): FhirResource | null {
  const { details } = version;
  if (!details.chemoProtocol && !details.dateOfChemo && details.proposedCycles === null) {
    return null;
  }
  const ids = resourceIds(patientId);
  return fhirResource({
    resourceType: 'MedicationRequest',
    id: ids.chemotherapy,
    extension: intentExtension(details.intent),
    // Clinical status 3 is the treatment complete.
    status: version.status === 3 ? 'completed' : 'active',
    intent: 'order',
    medicationCodeableConcept: { text: details.chemoProtocol ?? 'Chemotherapy' },
    subject: referenceTo('Patient', ids.patient),
    authoredOn: details.dateOfChemo,
    requester: { display: version.savedBy },
    reasonReference: [referenceTo('Condition', ids.condition)],
    dosageInstruction:
      details.proposedCycles !== null
        ? [
            {
              text: `${details.proposedCycles} ${details.proposedCycles === 1 ? 'cycle' : 'cycles'} proposed`,
              timing: { repeat: { count: details.proposedCycles } },
            },
          ]
        : [],
    note: details.nextCycleDate ? [{ text: `Next cycle: ${details.nextCycleDate}` }] : [],
  });
}
