import { describe, expect, it } from 'vitest';
import { englishText } from '../all-messages';
import type { z } from 'zod';
import {
  MASTER_KIND_NAMES,
  MASTER_KINDS,
  MASTER_NAME_MAX,
  masterKindByRoute,
  masterParentKind,
  type MasterKind,
} from '../masters';
import { masterItemBody, masterItemInput, masterKind } from './masters';

function issuesOf(schema: z.ZodType, value: unknown): { path: string; message: string }[] {
  const result = schema.safeParse(value);
  return result.success
    ? []
    : result.error.issues.map((issue) => ({
        path: issue.path.join('.'),
        message: englishText(issue.message),
      }));
}

const WITH_PARENT: MasterKind[] = [
  'sub_site',
  'clinical_sub_site',
  'todo_activity',
  'outcome_question',
  'outcome_choice',
];
const WITHOUT_PARENT = MASTER_KIND_NAMES.filter((kind) => !WITH_PARENT.includes(kind));
const ALL = MASTER_KIND_NAMES.map((kind) => [kind] as const);

/** A valid body for the kind: a parent only where the kind has one. */
const body = (kind: MasterKind, name: string) =>
  WITH_PARENT.includes(kind) ? { name, parentId: 4 } : { name };

describe('master kinds', () => {
  it('has twenty kinds, five of them with a parent', () => {
    expect(MASTER_KIND_NAMES).toHaveLength(20);
    expect(MASTER_KIND_NAMES.filter((kind) => masterParentKind(kind))).toEqual(WITH_PARENT);
    expect(masterParentKind('sub_site')).toBe('site');
    expect(masterParentKind('clinical_sub_site')).toBe('primary_site');
    expect(masterParentKind('todo_activity')).toBe('todo_heading');
    expect(masterParentKind('outcome_question')).toBe('outcome_category');
    expect(masterParentKind('outcome_choice')).toBe('outcome_question');
  });

  it.each(ALL)('masterKindByRoute finds %s by its own route', (kind) => {
    expect(masterKindByRoute(MASTER_KINDS[kind].route)).toBe(kind);
  });

  it('gives every kind a different route', () => {
    const routes = MASTER_KIND_NAMES.map((kind) => MASTER_KINDS[kind].route);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it.each(['', 'stage', 'unknown_master', 'STAGE_MASTER', '/stage_master'])(
    'masterKindByRoute knows no kind for %j',
    (route) => {
      expect(masterKindByRoute(route)).toBeUndefined();
    },
  );

  it('masterKind accepts the kind names only', () => {
    for (const kind of MASTER_KIND_NAMES) expect(masterKind.parse(kind)).toBe(kind);
    expect(masterKind.safeParse('stage_master').success).toBe(false);
  });

  it('uses the seed messages for the patient masters', () => {
    const requiredOf = (kind: MasterKind) =>
      issuesOf(masterItemInput(kind), { name: '' })[0]?.message;
    expect(
      (['stage', 'site', 'sub_site', 'sub_type', 'looking_for'] as const).map(requiredOf),
    ).toEqual([
      'Stage Name is required',
      'Site Name is required',
      'Sub Site Name is required',
      'Sub Type Name is required',
      'Looking For Name is required',
    ]);
    expect(requiredOf('treatment_history')).toBe('Treatment History is required');
    expect(requiredOf('treatment_status')).toBe('Treatment Status is required');
  });
});

describe('masterItemInput: the name', () => {
  it.each(ALL)('%s: missing or blank name -> its own required message', (kind) => {
    const required = `${MASTER_KINDS[kind].fieldLabel} is required`;
    const schema = masterItemInput(kind);
    for (const name of [undefined, '', '    ']) {
      expect(issuesOf(schema, { ...body(kind, 'x'), name })).toEqual([
        { path: 'name', message: required },
      ]);
    }
  });

  it.each(ALL)('%s: accepts 100 characters and refuses 101', (kind) => {
    const schema = masterItemInput(kind);
    expect(MASTER_NAME_MAX).toBe(100);
    expect(schema.parse(body(kind, 'n'.repeat(100))).name).toBe('n'.repeat(100));
    expect(issuesOf(schema, body(kind, 'n'.repeat(101)))).toEqual([
      {
        path: 'name',
        message: `${MASTER_KINDS[kind].fieldLabel} can be at most 100 characters`,
      },
    ]);
  });

  it.each(ALL)('%s: trims the name, and counts the limit after trimming', (kind) => {
    const schema = masterItemInput(kind);
    expect(schema.parse(body(kind, '  Stage IIA \t')).name).toBe('Stage IIA');
    expect(schema.parse(body(kind, `   ${'n'.repeat(100)}   `)).name).toBe('n'.repeat(100));
  });

  it('words the limit with the field label', () => {
    expect(issuesOf(masterItemInput('margins'), { name: 'm'.repeat(101) })[0]?.message).toBe(
      'Margin can be at most 100 characters',
    );
  });
});

describe('masterItemInput: the parent', () => {
  it.each(WITH_PARENT.map((kind) => [kind] as const))(
    '%s: requires a parent, "<parent title> is required"',
    (kind) => {
      const parentTitle = MASTER_KINDS[masterParentKind(kind)!].title;
      const schema = masterItemInput(kind);
      for (const parentId of [undefined, null, 0, -1, 'x']) {
        expect(issuesOf(schema, { name: 'Tongue', parentId })).toEqual([
          { path: 'parentId', message: `${parentTitle} is required` },
        ]);
      }
      expect(schema.parse({ name: 'Tongue', parentId: 4 })).toEqual({
        name: 'Tongue',
        parentId: 4,
      });
    },
  );

  it("sub_site says 'Site is required'", () => {
    expect(issuesOf(masterItemInput('sub_site'), { name: 'Tongue' })).toEqual([
      { path: 'parentId', message: 'Site is required' },
    ]);
  });

  it("clinical_sub_site says 'Primary Site is required'", () => {
    expect(issuesOf(masterItemInput('clinical_sub_site'), { name: 'Tongue' })).toEqual([
      { path: 'parentId', message: 'Primary Site is required' },
    ]);
  });

  it.each([
    ['todo_activity', 'Appointment Heading is required'],
    ['outcome_question', 'Functional Outcome Category is required'],
    ['outcome_choice', 'Functional Outcome Question is required'],
  ] as const)("%s says '%s'", (kind, text) => {
    expect(issuesOf(masterItemInput(kind), { name: 'Item' })).toEqual([
      { path: 'parentId', message: text },
    ]);
  });

  it('refuses a fractional parent id', () => {
    expect(masterItemInput('sub_site').safeParse({ name: 'Tongue', parentId: 1.5 }).success).toBe(
      false,
    );
  });

  it.each(WITHOUT_PARENT.map((kind) => [kind] as const))(
    '%s: has no parent, absent or null gives null',
    (kind) => {
      const schema = masterItemInput(kind);
      expect(schema.parse({ name: 'Item' })).toEqual({ name: 'Item', parentId: null });
      expect(schema.parse({ name: 'Item', parentId: null })).toEqual({
        name: 'Item',
        parentId: null,
      });
    },
  );

  it('ignores a parent id sent for a kind without a parent (output parentId null)', () => {
    const refusing = WITHOUT_PARENT.filter(
      (kind) => !masterItemInput(kind).safeParse({ name: 'Item', parentId: 4 }).success,
    );
    expect(refusing).toEqual([]);
    for (const kind of WITHOUT_PARENT) {
      const parsed = masterItemInput(kind).safeParse({ name: 'Item', parentId: 4 });
      expect(parsed.data?.parentId ?? null).toBeNull();
    }
  });
});

describe('masterItemBody', () => {
  it('accepts any name up to 1000 characters with an optional parent', () => {
    expect(masterItemBody.safeParse({ name: '' }).success).toBe(true);
    expect(masterItemBody.safeParse({ name: 'x'.repeat(1000), parentId: null }).success).toBe(true);
    expect(masterItemBody.safeParse({ name: 'x', parentId: 3 }).success).toBe(true);
    expect(masterItemBody.safeParse({ name: 'x'.repeat(1001) }).success).toBe(false);
    expect(masterItemBody.safeParse({ name: 'x', parentId: 1.5 }).success).toBe(false);
  });
});
