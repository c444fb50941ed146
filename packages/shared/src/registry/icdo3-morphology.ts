import { MORPHOLOGY_TERMS_8000 } from './icdo3-morphology-8000';
import { MORPHOLOGY_TERMS_9000 } from './icdo3-morphology-9000';

/**
 * ICD-O-3 morphology: the histology of a tumour (4 digits) with its behaviour (1 digit), written
 * '8070/3', and WHO's preferred term for that pair.
 */
export interface Morphology {
  code: string;
  label: string;
}

/**
 * ICD-O-3 behaviour codes: 0 benign, 1 uncertain whether benign or malignant, 2 in situ,
 * 3 malignant (primary site), 6 malignant (metastatic site), 9 malignant, uncertain whether
 * primary or metastatic.
 */
export type Behaviour = 0 | 1 | 2 | 3 | 6 | 9;

const parse = (terms: string): Morphology[] =>
  terms
    .trim()
    .split('\n')
    .map((line) => ({ code: line.slice(0, 6), label: line.slice(7) }));

/**
 * The ICD-O-3 morphology terms with the behaviours ICD-O-3 lists for them, in code order: every
 * malignant term of the CanReg5 dictionary, the in situ terms, and the common benign and
 * uncertain ones (icdo3-morphology-8000.ts and -9000.ts).
 */
export const MORPHOLOGIES: readonly Morphology[] = [
  ...parse(MORPHOLOGY_TERMS_8000),
  ...parse(MORPHOLOGY_TERMS_9000),
];

const BY_CODE = new Map(MORPHOLOGIES.map((term) => [term.code, term]));

const SHAPE = /^(\d{4})\/?([012369])$/;

/**
 * A morphology code written the usual ways ('8070/3', '80703', ' 8070/3 ') in the form of the
 * list ('8070/3'); null when it is not of that shape.
 */
export function normaliseMorphology(code: string): string | null {
  const match = SHAPE.exec(code.trim());
  return match ? `${match[1]}/${match[2]}` : null;
}

/** The term of an ICD-O-3 morphology code, or undefined when the list does not hold that code. */
export function morphologyOf(code: string): Morphology | undefined {
  const normal = normaliseMorphology(code);
  return normal === null ? undefined : BY_CODE.get(normal);
}

/** The behaviour digit of a morphology code ('8500/2' is 2). Throws on a code of another shape. */
export function behaviourOf(code: string): Behaviour {
  const normal = normaliseMorphology(code);
  if (normal === null) throw new Error(`Not an ICD-O-3 morphology code: ${code}`);
  return Number(normal.slice(5)) as Behaviour;
}

/** The histology of a morphology code as a number ('8500/2' is 8500), or null for another shape. */
export function histologyOf(code: string): number | null {
  const normal = normaliseMorphology(code);
  return normal === null ? null : Number(normal.slice(0, 4));
}

const KNOWN_HISTOLOGIES = new Set(MORPHOLOGIES.map((term) => Number(term.code.slice(0, 4))));

/** Whether the list holds any behaviour of this histology (8500 for '8500/6'). */
export function isKnownHistology(histology: number): boolean {
  return KNOWN_HISTOLOGIES.has(histology);
}
