import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  NODE_DISSECTION_OPTIONS,
  PRIMARY_RESECTION_OPTIONS,
  RADIATION_TYPE_OPTIONS,
  clinicalStatusLabel,
} from '../clinical-options';
import { todayInIndia, yearsAfter } from '../dates';
import { messageRef } from '../messages';
import { englishText, messages } from '../all-messages';
import { CLINICAL_LIMITS, clinicalDetailsRecord, clinicalDetailsRequest } from './clinical';

function issuesOf(schema: z.ZodType, value: unknown): { path: string; message: string }[] {
  const result = schema.safeParse(value);
  return result.success
    ? []
    : result.error.issues.map((issue) => ({
        path: issue.path.join('.'),
        message: englishText(issue.message),
      }));
}

const messagesAt = (value: unknown, path: string) =>
  issuesOf(clinicalDetailsRequest, value)
    .filter((issue) => issue.path === path)
    .map((issue) => englishText(issue.message));

const minimal = {
  primarySiteId: 3,
  topography: 'C02.1',
  status: 1,
  intent: 'Cure',
  treatmentId: 9,
};
const form = (overrides: Record<string, unknown> = {}) => ({ ...minimal, ...overrides });

describe('clinicalDetailsRequest', () => {
  it('accepts the required fields alone and stores every other field as null', () => {
    const parsed = clinicalDetailsRequest.parse(form());
    expect(parsed).toMatchObject({
      ...minimal,
      subSiteId: null,
      morphology: null,
      stageT: null,
      stageGroup: null,
      stageEdition: null,
      comment: null,
    });
    // The output is the stored record's shape but for what the server adds (coding warnings).
    expect(clinicalDetailsRecord.parse(parsed)).toEqual({ ...parsed, codingWarnings: [] });
    expect(Object.keys(parsed).sort()).toEqual(
      Object.keys(clinicalDetailsRecord.shape)
        .filter((key) => key !== 'codingWarnings')
        .sort(),
    );
  });

  it('accepts a complete form and keeps its values', () => {
    const full = form({
      subSiteId: 4,
      morphology: '8070/3',
      stagePrefix: 'c',
      stageT: 'T4a',
      stageN: 'N2b',
      stageM: 'M0',
      pathology: 'Moderately differentiated',
      histologicTypeId: 11,
      ptId: 12,
      pnId: 13,
      marginsId: 14,
      eneEcs: 'Negative',
      status: 3,
      modality: 'Multi',
      dateOfAdmission: '2026-01-02',
      dateOfSurgery: '2026-01-03',
      dateOfDischarge: '2026-01-10',
      primaryResection: 'Segmental Mandibulectomy',
      nodeDissection: 'MND (modified neck dissection)',
      reconstruction: 'Free Flap',
      planOfRadiation: 'Adjuvant',
      typeOfRadiation: 'IMRT',
      rtStartDate: '2026-02-01',
      rtCompleteDate: '2026-03-15',
      fractions: 30,
      doseGy: 60.5,
      chemoProtocol: 'Cisplatin weekly',
      dateOfChemo: '2026-02-01',
      proposedCycles: 6,
      nextCycleDate: '2026-02-08',
      comment: 'Tolerating well',
    });
    // Oral cavity T4a N2b M0 is stage IVA in the AJCC 8th edition.
    expect(clinicalDetailsRequest.parse(full)).toEqual({
      ...full,
      stageGroup: 'IVA',
      stageEdition: 8,
    });
  });

  it('requires primary site, status, intent and treatment with the spec messages', () => {
    const issues = issuesOf(clinicalDetailsRequest, {});
    expect(issues).toEqual(
      expect.arrayContaining([
        { path: 'primarySiteId', message: 'Site is required' },
        { path: 'status', message: 'Status is required' },
        { path: 'intent', message: 'Intent is required' },
        { path: 'treatmentId', message: 'Treatment is required' },
      ]),
    );
    expect(messagesAt(form({ primarySiteId: null }), 'primarySiteId')).toEqual([
      'Site is required',
    ]);
    expect(messagesAt(form({ status: 2 }), 'status')).toEqual(['Status is required']);
  });

  it('treats empty selects and texts as not given', () => {
    const parsed = clinicalDetailsRequest.parse(
      form({ stageT: '', subSiteId: null, pathology: '   ', dateOfSurgery: '', fractions: null }),
    );
    expect(parsed).toMatchObject({
      stageT: null,
      subSiteId: null,
      pathology: null,
      dateOfSurgery: null,
      fractions: null,
    });
  });

  it('refuses values outside the fixed lists', () => {
    expect(messagesAt(form({ stagePrefix: 'c', stageT: 'T5' }), 'stageT')).toEqual([
      'T5 is not a T category of the AJCC 8th edition for this site',
    ]);
    expect(messagesAt(form({ stagePrefix: 'x' }), 'stagePrefix')).toEqual([
      messages['clinical.choiceInvalid'],
    ]);
    expect(messagesAt(form({ intent: 'Maybe' }), 'intent')).toEqual(['Intent is required']);
    expect(messagesAt(form({ primaryResection: 'Other 2' }), 'primaryResection')).toHaveLength(1);
  });

  it('refuses dates that are not real calendar dates', () => {
    for (const bad of ['2026-02-30', '31-01-2026', '2026-13-01', 'tomorrow']) {
      expect(messagesAt(form({ dateOfSurgery: bad }), 'dateOfSurgery')).toEqual([
        'Enter a real date',
      ]);
    }
  });

  it('refuses a date before 1900 or more than two years ahead (a slip of the year)', () => {
    const today = todayInIndia();
    const outOfRange = 'Check the year: a date can be from 1900 up to 2 years from today';
    for (const bad of ['1899-12-31', '0202-01-10', yearsAfter(today, 3), '2262-01-10']) {
      expect(messagesAt(form({ nextCycleDate: bad }), 'nextCycleDate'), bad).toEqual([outOfRange]);
    }
    for (const good of ['1900-01-01', today, yearsAfter(today, 2)]) {
      expect(messagesAt(form({ nextCycleDate: good }), 'nextCycleDate'), good).toEqual([]);
    }
  });

  it('keeps date pairs in order, and shows them even when required fields are missing', () => {
    expect(
      messagesAt({ dateOfSurgery: '2026-01-10', dateOfDischarge: '2026-01-09' }, 'dateOfDischarge'),
    ).toEqual([messages['clinical.dischargeBeforeSurgery']]);
    expect(
      messagesAt(
        form({ dateOfAdmission: '2026-01-10', dateOfSurgery: '2026-01-09' }),
        'dateOfSurgery',
      ),
    ).toEqual([messages['clinical.surgeryBeforeAdmission']]);
    expect(
      messagesAt(
        form({ rtStartDate: '2026-03-01', rtCompleteDate: '2026-02-28' }),
        'rtCompleteDate',
      ),
    ).toEqual([messages['clinical.rtCompleteBeforeStart']]);
    expect(
      messagesAt(form({ dateOfChemo: '2026-03-01', nextCycleDate: '2026-02-01' }), 'nextCycleDate'),
    ).toEqual([messages['clinical.nextCycleBeforeChemo']]);
    // The same day is allowed (day-care surgery, a single-day course).
    expect(
      issuesOf(
        clinicalDetailsRequest,
        form({ dateOfSurgery: '2026-01-10', dateOfDischarge: '2026-01-10' }),
      ),
    ).toEqual([]);
  });

  it('refuses a completed treatment dated after today, but not one still going on', () => {
    const today = todayInIndia();
    const nextDay = new Date(`${today}T00:00:00Z`);
    nextDay.setUTCDate(nextDay.getUTCDate() + 1);
    const future = nextDay.toISOString().slice(0, 10);
    const doneDates = [
      'dateOfAdmission',
      'dateOfSurgery',
      'dateOfDischarge',
      'rtStartDate',
      'rtCompleteDate',
      'dateOfChemo',
    ];
    for (const key of doneDates) {
      expect(messagesAt(form({ status: 3, [key]: future }), key)).toEqual([
        messages['clinical.completeWithFutureDate'],
      ]);
      expect(messagesAt(form({ status: 3, [key]: today }), key)).toEqual([]);
      expect(messagesAt(form({ status: 1, [key]: future }), key)).toEqual([]);
    }
    // The next cycle is a plan: it may be ahead even when the course is marked complete.
    expect(messagesAt(form({ status: 3, nextCycleDate: future }), 'nextCycleDate')).toEqual([]);
    // A date out of order says so once, not twice.
    expect(
      messagesAt(
        form({ status: 3, rtStartDate: yearsAfter(today, 1), rtCompleteDate: future }),
        'rtCompleteDate',
      ),
    ).toEqual([messages['clinical.rtCompleteBeforeStart']]);
  });

  it('takes fractions and cycles as whole numbers in range', () => {
    expect(messagesAt(form({ fractions: 0 }), 'fractions')).toHaveLength(1);
    expect(messagesAt(form({ fractions: 2.5 }), 'fractions')).toHaveLength(1);
    expect(messagesAt(form({ fractions: CLINICAL_LIMITS.fractionsMax + 1 }), 'fractions')).toEqual([
      messages['clinical.fractionInvalid'],
    ]);
    expect(
      messagesAt(form({ proposedCycles: CLINICAL_LIMITS.cyclesMax + 1 }), 'proposedCycles'),
    ).toEqual([messages['clinical.cyclesInvalid']]);
    expect(
      messagesAt(form({ proposedCycles: CLINICAL_LIMITS.cyclesMax }), 'proposedCycles'),
    ).toEqual([]);
  });

  it('takes any dose above 0 up to 100 Gy with at most two decimals, and nothing else', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), (hundredths) => {
        expect(messagesAt(form({ doseGy: hundredths / 100 }), 'doseGy')).toEqual([]);
      }),
    );
    // 0 Gy is no radiation; an empty field is how a dose is left out.
    for (const bad of [0, -0.01, 100.01, 60.123, Number.NaN]) {
      expect(messagesAt(form({ doseGy: bad }), 'doseGy')).toEqual([
        messages['clinical.doseInvalid'],
      ]);
    }
  });

  it('limits the comment to 500 characters', () => {
    expect(messagesAt(form({ comment: 'x'.repeat(CLINICAL_LIMITS.comment) }), 'comment')).toEqual(
      [],
    );
    expect(
      messagesAt(form({ comment: 'x'.repeat(CLINICAL_LIMITS.comment + 1) }), 'comment'),
    ).toEqual(['Comment can be at most 500 characters']);
  });
});

describe('clinical option lists', () => {
  it('has about 70 primary resections ending with Other, with no duplicates or placeholders', () => {
    expect(PRIMARY_RESECTION_OPTIONS.length).toBeGreaterThanOrEqual(65);
    expect(PRIMARY_RESECTION_OPTIONS.at(-1)).toBe('Other');
    expect(new Set(PRIMARY_RESECTION_OPTIONS).size).toBe(PRIMARY_RESECTION_OPTIONS.length);
    expect(PRIMARY_RESECTION_OPTIONS.some((option) => /^other \d/i.test(option))).toBe(false);
  });

  it('spells brachytherapy and keeps node dissections unique', () => {
    expect(RADIATION_TYPE_OPTIONS).toContain('Brachytherapy');
    expect(new Set(NODE_DISSECTION_OPTIONS).size).toBe(NODE_DISSECTION_OPTIONS.length);
  });

  it('labels the two clinical statuses', () => {
    expect(clinicalStatusLabel(1)).toBe('On Going');
    expect(clinicalStatusLabel(3)).toBe('Complete');
  });
});

describe('coded diagnosis and AJCC staging', () => {
  it('answers a missing body with messages, not an exception', () => {
    for (const body of [undefined, null, 'text', 7]) {
      expect(clinicalDetailsRequest.safeParse(body).success).toBe(false);
    }
  });

  it('requires a known ICD-O-3 topography and takes a known morphology', () => {
    expect(messagesAt(form({ topography: '' }), 'topography')).toEqual([
      messages['clinical.topographyRequired'],
    ]);
    expect(messagesAt(form({ topography: 'C99.9' }), 'topography')).toEqual([
      'C99.9 is not an ICD-O-3 topography (primary site) code. Choose the site from the list.',
    ]);
    expect(messagesAt(form({ morphology: '8070/7' }), 'morphology')).toHaveLength(1);
    expect(messagesAt(form({ morphology: '' }), 'morphology')).toEqual([]);
  });

  it("checks T, N and M against the site's own AJCC table", () => {
    // Lung has T1mi and M1c; oral cavity has neither.
    const lung = form({ topography: 'C34.1', stagePrefix: 'c' });
    expect(messagesAt({ ...lung, stageT: 'T1mi' }, 'stageT')).toEqual([]);
    expect(messagesAt({ ...lung, stageM: 'M1c' }, 'stageM')).toEqual([]);
    expect(messagesAt(form({ stagePrefix: 'c', stageT: 'T1mi' }), 'stageT')).toHaveLength(1);
    expect(messagesAt(form({ stagePrefix: 'c', stageM: 'M1c' }), 'stageM')).toEqual([
      'M1c is not an M category of the AJCC 8th edition for this site',
    ]);
  });

  it('stages an in situ tumour Tis N0 M0 only, on every site', () => {
    const inSitu = { stagePrefix: 'p', morphology: '8070/2' };
    // Oral cavity (the form's default site) and a site without a table of its own.
    for (const topography of ['C02.1', 'C16.2']) {
      const staged = form({ ...inSitu, topography, stageT: 'T4a', stageN: 'N2b', stageM: 'M1' });
      expect(messagesAt(staged, 'stageT')).toEqual([
        englishText(messageRef('clinical.inSituStage', { value: 'T4a' })),
      ]);
      expect(messagesAt(staged, 'stageN')).toEqual([
        englishText(messageRef('clinical.inSituStage', { value: 'N2b' })),
      ]);
      expect(messagesAt(staged, 'stageM')).toEqual([
        englishText(messageRef('clinical.inSituStage', { value: 'M1' })),
      ]);
      const tis = form({ ...inSitu, topography, stageT: 'Tis', stageN: 'N0', stageM: 'M0' });
      for (const path of ['stageT', 'stageN', 'stageM']) expect(messagesAt(tis, path)).toEqual([]);
    }
    // The same stage with an invasive code is a stage like any other.
    const invasive = form({ ...inSitu, morphology: '8070/3', stageT: 'T4a', stageN: 'N2b' });
    expect(messagesAt(invasive, 'stageT')).toEqual([]);
    expect(messagesAt(invasive, 'stageN')).toEqual([]);
  });

  it('derives the stage group from the table, whatever was posted', () => {
    const staged = clinicalDetailsRequest.parse(
      form({
        topography: 'C50.4',
        stagePrefix: 'p',
        stageT: 'T2',
        stageN: 'N1',
        stageM: 'M0',
        stageGroup: 'I',
      }),
    );
    expect(staged).toMatchObject({ stageGroup: 'IIB', stageEdition: 8, stagePrefix: 'p' });
    // Until T, N and M are all given there is no group.
    expect(
      clinicalDetailsRequest.parse(form({ topography: 'C50.4', stagePrefix: 'c', stageT: 'T2' })),
    ).toMatchObject({ stageGroup: null, stageEdition: 8 });
  });

  it('keeps an entered stage group where no table is built in, from the free list', () => {
    const stomach = form({ topography: 'C16.2', stagePrefix: 'c', stageT: 'T3' });
    expect(clinicalDetailsRequest.parse({ ...stomach, stageGroup: 'IIB' })).toMatchObject({
      stageGroup: 'IIB',
      stageEdition: 8,
    });
    expect(messagesAt({ ...stomach, stageGroup: 'V' }, 'stageGroup')).toEqual([
      messages['clinical.stageGroupInvalid'],
    ]);
  });

  it('needs the staging basis once anything is staged, and keeps none when nothing is', () => {
    expect(messagesAt(form({ stageT: 'T2' }), 'stagePrefix')).toEqual([
      messages['clinical.stagePrefixRequired'],
    ]);
    expect(clinicalDetailsRequest.parse(form({ stagePrefix: 'c' }))).toMatchObject({
      stagePrefix: null,
      stageEdition: null,
    });
  });
});
