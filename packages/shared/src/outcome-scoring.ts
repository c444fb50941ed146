/*
 * Scale scores of the functional-outcome questionnaires, as the EORTC QLQ-C30 scoring manual
 * computes them (Fayers et al., 3rd edition, 2001), and the clinically meaningful change between
 * two attempts (Osoba et al., J Clin Oncol 1998: 10 points on the 0-100 scale).
 *
 * An item's answer is its choice's position i among its question's k choices (0 = the best
 * answer), so f = i / (k - 1) runs from 0 (best) to 1 (worst). The raw score is the mean of f over
 * the answered items, and only when at least half of the scale's items are answered. A symptom
 * scale (higher is worse) scores S = 100 * raw; a functional scale (higher is better)
 * S = 100 * (1 - raw). With equal item ranges this is the manual's S = (RS - 1) / range * 100 and
 * S = (1 - (RS - 1) / range) * 100. Scores are kept unrounded; roundScore is for display only.
 */

export const SCALE_DIRECTIONS = ['functional', 'symptom'] as const;
/** functional: a higher score is better; symptom: a higher score is worse. */
export type ScaleDirection = (typeof SCALE_DIRECTIONS)[number];

/** The change in points that counts as clinically meaningful unless a scale says otherwise. */
export const DEFAULT_MEANINGFUL_CHANGE = 10;
export const MEANINGFUL_CHANGE_MIN = 1;
export const MEANINGFUL_CHANGE_MAX = 100;

/** One item of a scale as answered in one attempt. */
export interface ItemAnswer {
  /** The chosen choice's position in its question's list (0 = best). */
  position: number;
  /** How many choices the question has. */
  choiceCount: number;
}

export type ScaleChangeMark = 'improved' | 'worsened';

export interface ScaleChange {
  /** Points from the previous scored attempt; null when there is none. */
  change: number | null;
  /** A change of at least the scale's meaningful change, read by its direction. */
  mark: ScaleChangeMark | null;
}

/**
 * Differences closer than this to the threshold count as reaching it: 100 * (1 - 0.6) is
 * 40.00000000000001 in floating point, and a change of exactly 10 points must not fall short.
 */
const TOLERANCE = 1e-9;

/** An item's answer on 0 (best) to 1 (worst); null when its question has fewer than 2 choices. */
export function itemFraction({ position, choiceCount }: ItemAnswer): number | null {
  if (!Number.isInteger(position) || !Number.isInteger(choiceCount))
    throw new RangeError('position and choiceCount are whole numbers');
  if (position < 0 || position >= Math.max(choiceCount, 1))
    throw new RangeError(`position ${position} is not one of ${choiceCount} choices`);
  return choiceCount < 2 ? null : position / (choiceCount - 1);
}

/**
 * A scale's score (0-100) in one attempt from its items' answers, one entry per item of the
 * scale (null: not answered). Null when fewer than half of the items have a scorable answer.
 */
export function scaleScore(items: (ItemAnswer | null)[], direction: ScaleDirection): number | null {
  const fractions = items.flatMap((item) => {
    const fraction = item ? itemFraction(item) : null;
    return fraction === null ? [] : [fraction];
  });
  if (items.length === 0 || fractions.length * 2 < items.length) return null;
  const raw = fractions.reduce((sum, value) => sum + value, 0) / fractions.length;
  return direction === 'symptom' ? 100 * raw : 100 * (1 - raw);
}

/** One decimal, for display (halves away from zero, so a change of -2.25 shows as -2.3). */
export function roundScore(value: number): number {
  return (Math.sign(value) * Math.round(Math.abs(value) * 10)) / 10;
}

/** Whether a change of `change` points is meaningful, and if so whether it is for the better. */
export function changeMark(
  change: number,
  direction: ScaleDirection,
  meaningfulChange: number,
): ScaleChangeMark | null {
  if (Math.abs(change) + TOLERANCE < meaningfulChange) return null;
  const better = direction === 'functional' ? change > 0 : change < 0;
  return better ? 'improved' : 'worsened';
}

/**
 * Each attempt's score compared with the previous attempt that has one: the change in points and
 * its mark. An attempt without a score, and the first scored one, have neither.
 */
export function scoreChanges(
  scores: (number | null)[],
  direction: ScaleDirection,
  meaningfulChange: number,
): ScaleChange[] {
  let previous: number | null = null;
  return scores.map((score) => {
    if (score === null) return { change: null, mark: null };
    const change = previous === null ? null : score - previous;
    previous = score;
    return {
      change,
      mark: change === null ? null : changeMark(change, direction, meaningfulChange),
    };
  });
}
