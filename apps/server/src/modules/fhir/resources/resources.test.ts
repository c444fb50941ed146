import { describe, expect, it } from 'vitest';
import type { ClinicalDetailsRecord, ClinicalVersion } from '@portal/shared';
import { validateFhir } from '../../../../test/fhir-validator';
import { buildAppointment } from './appointment';
import { collectionBundle, ndjsonLine } from './bundle';
import { buildPrimaryCancerCondition } from './condition';
import { buildPatient } from './patient';
import { patientResources } from './patient-resources';
import { buildTnmObservations } from './staging';
import {
  buildChemotherapyRequest,
  buildRadiotherapyCourse,
  buildSurgeryProcedures,
} from './treatment';
import type { ExportPatient, FhirResource, PatientExportData } from './types';

const PATIENT = 7;

const details = (overrides: Partial<ClinicalDetailsRecord> = {}): ClinicalDetailsRecord => ({
  primarySiteId: 1,
  subSiteId: null,
  topography: 'C50.4',
  morphology: '8500/3',
  stagePrefix: 'yp',
  stageEdition: 8,
  stageT: 'T2',
  stageN: 'N1a',
  stageM: 'M0',
  stageGroup: 'IIB',
  codingWarnings: [],
  pathology: null,
  histologicTypeId: null,
  ptId: null,
  pnId: null,
  marginsId: null,
  eneEcs: null,
  status: 1,
  intent: 'Palliation',
  modality: null,
  treatmentId: 2,
  dateOfAdmission: null,
  dateOfSurgery: null,
  dateOfDischarge: null,
  primaryResection: null,
  nodeDissection: null,
  reconstruction: null,
  planOfRadiation: null,
  typeOfRadiation: null,
  rtStartDate: null,
  rtCompleteDate: null,
  fractions: null,
  doseGy: null,
  chemoProtocol: null,
  dateOfChemo: null,
  proposedCycles: null,
  nextCycleDate: null,
  comment: null,
  ...overrides,
});

const version = (
  overrides: Partial<ClinicalDetailsRecord> = {},
  coding: Partial<ClinicalVersion['coding']> = {},
): ClinicalVersion => {
  const record = details(overrides);
  return {
    version: 1,
    status: record.status,
    savedAt: '2026-03-01T09:30:00.000Z',
    savedBy: 'Dr. Asha Rao',
    chiefAdminName: null,
    details: record,
    names: {
      primarySite: 'Breast',
      subSite: null,
      histologicType: null,
      pt: null,
      pn: null,
      margins: null,
      treatment: 'Surgery',
    },
    coding: {
      topography: record.topography,
      morphology: record.morphology,
      icd10: 'C50.4',
      source: 'entered',
      review: [],
      ...coding,
    },
  };
};

const person = (overrides: Partial<ExportPatient> = {}): ExportPatient => ({
  id: PATIENT,
  hospitalId: 3,
  firstName: 'Asha',
  middleName: null,
  lastName: 'Desai',
  genderId: 2,
  dateOfBirth: null,
  countryCode: '+91',
  mobileNumber: '9812345678',
  alternativeMobileOne: null,
  alternativeMobileTwo: null,
  email: null,
  districtName: 'Ahmedabad',
  stateName: 'Gujarat',
  countryName: 'India',
  deceased: false,
  ...overrides,
});

/** Valid R4 (the reference targets of a lone resource are not resolved here). */
function expectValid(resource: { resourceType: string }) {
  const { errors, warnings } = validateFhir(resource);
  expect(errors).toEqual([]);
  expect(warnings).toEqual([]);
}

const code = (resource: FhirResource) =>
  (resource.code as { coding: { code: string }[] }).coding[0]!.code;
const valueOf = (resource: FhirResource) =>
  resource.valueCodeableConcept as { coding?: { code: string }[]; text: string };

describe('TNM Observations', () => {
  it('are pathological for yp staging: LOINC 21902-2, 21899-0, 21900-6, 21901-4', () => {
    const observations = buildTnmObservations(PATIENT, version());
    expect(observations.map(code)).toEqual(['21902-2', '21899-0', '21900-6', '21901-4']);
    expect(observations.map((obs) => valueOf(obs).text)).toEqual(['IIB', 'ypT2', 'ypN1a', 'cM0']);
    expect(valueOf(observations[1]!).coding).toEqual([
      { system: 'http://cancerstaging.org', code: 'ypT2', display: 'T2' },
    ]);
    observations.forEach(expectValid);
  });

  it('are clinical for c and yc staging, and M1 keeps the prefix without y', () => {
    const observations = buildTnmObservations(
      PATIENT,
      version({ stagePrefix: 'yc', stageM: 'M1', stageGroup: 'IV' }),
    );
    expect(observations.map(code)).toEqual(['21908-9', '21905-5', '21906-3', '21907-1']);
    expect(valueOf(observations[3]!).text).toBe('cM1');
  });

  it('leave out what is not staged, and the stage group lists only the categories written', () => {
    const observations = buildTnmObservations(
      PATIENT,
      version({ stageN: null, stageM: null, stagePrefix: 'p' }),
    );
    expect(observations.map(code)).toEqual(['21902-2', '21899-0']);
    expect(observations[0]!.hasMember).toEqual([
      { reference: `Observation/${observations[1]!.id}` },
    ]);
    expect(observations[1]!.hasMember).toBeUndefined();
  });

  it('are not written for a version staged before prefixes (its stage stays the summary text)', () => {
    const legacy = version(
      {
        stagePrefix: null,
        stageEdition: null,
        stageGroup: null,
        morphology: null,
        topography: null,
      },
      { topography: null, morphology: null, icd10: null, source: 'mapped' },
    );
    expect(buildTnmObservations(PATIENT, legacy)).toEqual([]);
    const condition = buildPrimaryCancerCondition(PATIENT, legacy);
    expect(condition.stage).toEqual([{ summary: { text: 'T2 N1a M0' } }]);
    expect(condition.code).toEqual({ text: 'Breast' });
    expect(condition.extension).toBeUndefined();
    // With a sub site, the text says of what.
    const withSubSite = { ...legacy, names: { ...legacy.names, subSite: 'Left Breast' } };
    expect(buildPrimaryCancerCondition(PATIENT, withSubSite).code).toEqual({
      text: 'Breast, Left Breast',
    });
    expect(condition.bodySite).toBeUndefined();
    expect((condition.verificationStatus as { coding: { code: string }[] }).coding[0]!.code).toBe(
      'provisional',
    );
    expectValid(condition);
  });
});

describe('treatment', () => {
  it('writes a surgery without a day as of unknown status, claiming no mCODE profile', () => {
    const [resection, ...rest] = buildSurgeryProcedures(
      PATIENT,
      version({ primaryResection: 'Lobectomy', nodeDissection: 'Not done' }),
    );
    expect(rest).toEqual([]);
    expect(resection).toMatchObject({ status: 'unknown', code: { text: 'Lobectomy' } });
    expect(resection!.meta).toBeUndefined();
    expect(resection!.performedDateTime).toBeUndefined();
    // Palliation is mCODE's palliative intent.
    expect(resection!.extension).toEqual([
      expect.objectContaining({
        valueCodeableConcept: { coding: [expect.objectContaining({ code: '363676003' })] },
      }),
    ]);
    expectValid(resection!);
  });

  it('writes a radiotherapy course under way, or none when nothing of it is recorded', () => {
    expect(buildRadiotherapyCourse(PATIENT, version())).toBeNull();
    const course = buildRadiotherapyCourse(
      PATIENT,
      version({ rtStartDate: '2026-04-01', doseGy: 50.4, intent: 'Other' }),
    )!;
    expect(course).toMatchObject({
      status: 'in-progress',
      performedPeriod: { start: '2026-04-01' },
    });
    expect(course.extension).toBeUndefined();
    expect(course.note).toEqual([{ text: 'Total dose: 50.4 Gy' }]);
    expectValid(course);
  });

  it('writes the chemotherapy as completed when the treatment is, or none without one', () => {
    expect(buildChemotherapyRequest(PATIENT, version())).toBeNull();
    const chemo = buildChemotherapyRequest(
      PATIENT,
      version({ status: 3, chemoProtocol: 'AC-T', proposedCycles: 8 }),
    )!;
    expect(chemo).toMatchObject({ status: 'completed', intent: 'order' });
    expect(chemo.authoredOn).toBeUndefined();
    expectValid(chemo);
  });
});

describe('Patient and appointments', () => {
  it('writes the person without an Aadhaar, and a death as deceased', () => {
    const patient = buildPatient(
      person({
        genderId: 1,
        deceased: true,
        districtName: null,
        stateName: null,
        countryName: null,
      }),
    );
    expect(patient).toMatchObject({ gender: 'male', deceasedBoolean: true });
    expect(patient.address).toBeUndefined();
    expect(patient.birthDate).toBeUndefined();
    expect(JSON.stringify(patient).toLowerCase()).not.toContain('aadhaar');
    expectValid(patient);
  });

  it('maps 1 pending, 2 complete and 0 deleted to booked, fulfilled and cancelled', () => {
    const statuses = [1, 2, 0].map(
      (status) =>
        buildAppointment(PATIENT, {
          id: status + 10,
          doDate: '2026-05-02',
          status,
          headingName: 'Follow-up Visit',
          activityName: 'OPD Review with Oncologist',
          comment: null,
          createdAt: '2026-04-01T10:00:00.000Z',
        }).status,
    );
    expect(statuses).toEqual(['booked', 'fulfilled', 'cancelled']);
  });
});

describe('a patient’s resources', () => {
  const data: PatientExportData = {
    patient: person(),
    clinical: version({
      dateOfSurgery: '2026-02-01',
      primaryResection: 'Modified Radical Mastectomy',
      reconstruction: 'Oncoplastic breast surgery',
      chemoProtocol: 'AC-T',
    }),
    attempts: [],
    appointments: [],
  };

  it('come Patient first, grouped by type, each id once, and make a valid Bundle', () => {
    const resources = patientResources(data);
    expect(resources.map((resource) => resource.resourceType)).toEqual([
      'Patient',
      'Condition',
      'Observation',
      'Observation',
      'Observation',
      'Observation',
      'Procedure',
      'Procedure',
      'MedicationRequest',
    ]);
    const keys = resources.map((resource) => `${resource.resourceType}/${resource.id}`);
    expect(new Set(keys).size).toBe(keys.length);
    const bundle = collectionBundle(
      'https://portal.example.in/fhir/hospitals/3',
      resources,
      new Date(),
    );
    expect(bundle.entry[0]!.fullUrl).toBe(
      `https://portal.example.in/fhir/hospitals/3/Patient/${PATIENT}`,
    );
    expectValid(bundle);
  });

  it('are written as one JSON line each', () => {
    const line = ndjsonLine(buildPatient(person({ firstName: 'Line\nBreak' })));
    expect(line.endsWith('\n')).toBe(true);
    expect(line.slice(0, -1)).not.toContain('\n');
    expect(JSON.parse(line)).toMatchObject({ resourceType: 'Patient' });
  });
});

describe('the R4 validator the tests rely on', () => {
  it('refuses what R4 does not allow, so a clean result means something', () => {
    const wrong = validateFhir({
      resourceType: 'Patient',
      gender: 'M',
      birthDate: '26-11-1970',
      nickname: 'not an element',
    } as { resourceType: string });
    expect(wrong.errors.length).toBeGreaterThanOrEqual(2);
    expect(wrong.errors.join('\n')).toMatch(/birthDate/);
    expect(wrong.errors.join('\n')).toMatch(/nickname/);
  });
});
