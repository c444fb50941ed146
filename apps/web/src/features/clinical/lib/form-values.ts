import {
  DEFAULT_CLINICAL_STATUS,
  clinicalDetailsRecord,
  type ClinicalDetailsRecord,
  type ClinicalDetailsRequest,
} from '@portal/shared';

/** A form value as text, or null when it is not a filled-in string (empty selects are null). */
export const filledText = (value: unknown) => (typeof value === 'string' && value ? value : null);

/** The form speaks the shared request schema's input; empty optional fields are null or ''. */
export type ClinicalFormValues = ClinicalDetailsRequest;

/** What the server keeps on a version besides the posted fields. */
const STORED_ONLY = new Set<string>(['stageEdition', 'codingWarnings']);

/** Every field of the form, for placing the server's field errors. */
export const clinicalFieldNames = Object.keys(clinicalDetailsRecord.shape).filter(
  (name) => !STORED_ONLY.has(name),
) as (keyof ClinicalFormValues)[];

const TEXT_FIELDS = ['pathology', 'chemoProtocol', 'comment'] as const;

/**
 * The basis a form offers while no stage is given: staging before treatment is clinical. The
 * server keeps a basis only with a stage, so a version saved unstaged comes back without one and
 * its edit offers the same basis again instead of a blank field.
 */
const UNSTAGED_BASIS = 'c';

/** A new record: status On Going (the spec's default), everything else empty. */
export function emptyClinicalForm(): Partial<ClinicalFormValues> {
  const values: Record<string, unknown> = Object.fromEntries(
    clinicalFieldNames.map((name) => [name, null]),
  );
  for (const name of TEXT_FIELDS) values[name] = '';
  values.primarySiteId = undefined;
  values.topography = undefined;
  values.stagePrefix = UNSTAGED_BASIS;
  values.treatmentId = undefined;
  values.intent = undefined;
  values.status = DEFAULT_CLINICAL_STATUS;
  return values;
}

/** An edit starts from the current version's values. */
export function clinicalFormFrom(details: ClinicalDetailsRecord): Partial<ClinicalFormValues> {
  const values: Record<string, unknown> = Object.fromEntries(
    clinicalFieldNames.map((name) => [name, details[name as keyof ClinicalDetailsRecord]]),
  );
  values.topography = details.topography ?? undefined;
  for (const name of TEXT_FIELDS) values[name] = details[name] ?? '';
  const staged = details.stageT ?? details.stageN ?? details.stageM;
  if (!staged) values.stagePrefix = UNSTAGED_BASIS;
  return values;
}
