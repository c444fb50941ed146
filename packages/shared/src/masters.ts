import type { Language } from './languages';

/**
 * The master lists the super admin keeps. Seven screens of seed 001 section 2.11, and the clinical
 * lists the clinical-details form reads (seed 000 section 7, getMasterDataById).
 */
export interface MasterKindInfo {
  /** Screen title. */
  title: string;
  /** Label of the name field and column. */
  fieldLabel: string;
  /** Path segment of the screen under /master/, where the spec gives one. */
  route: string;
  /** The kind whose item each entry belongs to (a sub site belongs to a site). */
  parentKind?: string;
  group: 'patient' | 'clinical' | 'care';
}

export const MASTER_NAME_MAX = 100;

export const MASTER_KINDS = {
  stage: {
    title: 'Stage',
    fieldLabel: 'Stage Name',
    route: 'stage_master',
    group: 'patient',
  },
  site: {
    title: 'Site',
    fieldLabel: 'Site Name',
    route: 'site_master',
    group: 'patient',
  },
  sub_site: {
    title: 'Sub Site',
    fieldLabel: 'Sub Site Name',
    route: 'sub_site_master',
    parentKind: 'site',
    group: 'patient',
  },
  sub_type: {
    title: 'Sub Type',
    fieldLabel: 'Sub Type Name',
    route: 'sub_type_master',
    group: 'patient',
  },
  looking_for: {
    title: 'Looking For',
    fieldLabel: 'Looking For Name',
    route: 'looking_for_master',
    group: 'patient',
  },
  treatment_history: {
    title: 'Treatment History',
    fieldLabel: 'Treatment History',
    route: 'treatment_history_master',
    group: 'patient',
  },
  treatment_status: {
    title: 'Treatment Status',
    fieldLabel: 'Treatment Status',
    route: 'treatment_status_master',
    group: 'patient',
  },
  primary_site: {
    title: 'Primary Site',
    fieldLabel: 'Primary Site Name',
    route: 'primary_site_master',
    group: 'clinical',
  },
  clinical_sub_site: {
    title: 'Clinical Sub Site',
    fieldLabel: 'Sub Site Name',
    route: 'clinical_sub_site_master',
    parentKind: 'primary_site',
    group: 'clinical',
  },
  pt: {
    title: 'pT',
    fieldLabel: 'pT',
    route: 'pt_master',
    group: 'clinical',
  },
  pn: {
    title: 'pN',
    fieldLabel: 'pN',
    route: 'pn_master',
    group: 'clinical',
  },
  margins: {
    title: 'Margins',
    fieldLabel: 'Margin',
    route: 'margins_master',
    group: 'clinical',
  },
  histologic_type: {
    title: 'Histologic Type',
    fieldLabel: 'Histologic Type',
    route: 'histologic_type_master',
    group: 'clinical',
  },
  treatment: {
    title: 'Treatment',
    fieldLabel: 'Treatment Name',
    route: 'treatment_master',
    group: 'clinical',
  },
  // Appointments (to-do items): headings and their activities, for the audience 'patient'.
  todo_heading: {
    title: 'Appointment Heading',
    fieldLabel: 'Heading Name',
    route: 'heading_master',
    group: 'care',
  },
  todo_activity: {
    title: 'Appointment Activity',
    fieldLabel: 'Activity Name',
    route: 'activity_master',
    parentKind: 'todo_heading',
    group: 'care',
  },
  // Functional outcome questionnaires: categories, their questions and each question's choices.
  current_issue: {
    title: 'Current Issue',
    fieldLabel: 'Current Issue Name',
    route: 'current_issue_master',
    group: 'care',
  },
  outcome_category: {
    title: 'Functional Outcome Category',
    fieldLabel: 'Functional Outcome Category Name',
    route: 'functional_outcome_category_master',
    group: 'care',
  },
  outcome_question: {
    title: 'Functional Outcome Question',
    fieldLabel: 'Question',
    route: 'functional_outcome_question_master',
    parentKind: 'outcome_category',
    group: 'care',
  },
  outcome_choice: {
    title: 'Functional Outcome Choice',
    fieldLabel: 'Choice Text',
    route: 'functional_outcome_choice_master',
    parentKind: 'outcome_question',
    group: 'care',
  },
} as const satisfies Record<string, MasterKindInfo>;

export type MasterKind = keyof typeof MASTER_KINDS;
export const MASTER_KIND_NAMES = Object.keys(MASTER_KINDS) as [MasterKind, ...MasterKind[]];

export function masterKindByRoute(route: string): MasterKind | undefined {
  return MASTER_KIND_NAMES.find((kind) => MASTER_KINDS[kind].route === route);
}

/** The kind a kind's items belong to, if any (sub site -> site). */
export function masterParentKind(kind: MasterKind): MasterKind | undefined {
  const info: MasterKindInfo = MASTER_KINDS[kind];
  return info.parentKind as MasterKind | undefined;
}

/** A master list entry's names: English, and in Hindi and Gujarati where it has them. */
export interface MasterItemNames {
  name: string;
  nameHi?: string | null | undefined;
  nameGu?: string | null | undefined;
}

/** An entry's name as a reader of the language sees it: its name there, else the English one. */
export function masterNameIn(item: MasterItemNames, language: Language): string {
  const translated = language === 'hi' ? item.nameHi : language === 'gu' ? item.nameGu : null;
  return translated || item.name;
}

type MasterKindTextKey = `masterKind.${MasterKind}.${'title' | 'field'}`;

/** A list's title or name-field label as a message parameter ('@masterKind.stage.field'). */
export const masterKindText = (kind: MasterKind, text: 'title' | 'field') =>
  `@masterKind.${kind}.${text}`;

/**
 * Each list's title and the label of its name field, as catalogue entries
 * (`masterKind.stage.title`, `masterKind.stage.field`), so every language names them.
 */
export const masterKindTexts = Object.fromEntries(
  MASTER_KIND_NAMES.flatMap((kind) => [
    [`masterKind.${kind}.title`, MASTER_KINDS[kind].title],
    [`masterKind.${kind}.field`, MASTER_KINDS[kind].fieldLabel],
  ]),
) as Record<MasterKindTextKey, string>;
