import { describe, expect, it } from 'vitest';
import {
  changeMark,
  itemFraction,
  roundScore,
  scaleScore,
  scoreChanges,
  type ItemAnswer,
} from './outcome-scoring';

/** Items of five choices (None .. Very severe), answered at these positions. */
const fiveChoice = (...positions: number[]): ItemAnswer[] =>
  positions.map((position) => ({ position, choiceCount: 5 }));

describe('itemFraction', () => {
  it('runs from 0 for the first choice to 1 for the last', () => {
    expect(itemFraction({ position: 0, choiceCount: 5 })).toBe(0);
    expect(itemFraction({ position: 1, choiceCount: 5 })).toBe(0.25);
    expect(itemFraction({ position: 4, choiceCount: 5 })).toBe(1);
    expect(itemFraction({ position: 2, choiceCount: 3 })).toBe(1);
  });

  it('has nothing to score on a question with one choice, and refuses impossible positions', () => {
    expect(itemFraction({ position: 0, choiceCount: 1 })).toBeNull();
    expect(() => itemFraction({ position: 5, choiceCount: 5 })).toThrow(RangeError);
    expect(() => itemFraction({ position: -1, choiceCount: 5 })).toThrow(RangeError);
    expect(() => itemFraction({ position: 0.5, choiceCount: 5 })).toThrow(RangeError);
  });
});

describe('scaleScore', () => {
  it('scores a functional scale so that higher is better', () => {
    // f = 0, 0.25, 0.5: raw 0.25, S = 100 * (1 - 0.25).
    expect(scaleScore(fiveChoice(0, 1, 2), 'functional')).toBeCloseTo(75, 10);
  });

  it('scores a symptom scale so that higher is worse', () => {
    expect(scaleScore(fiveChoice(0, 1, 2), 'symptom')).toBeCloseTo(25, 10);
    expect(scaleScore(fiveChoice(3), 'symptom')).toBeCloseTo(75, 10);
  });

  it('reaches 0 and 100 at the ends of each direction', () => {
    expect(scaleScore(fiveChoice(0, 0, 0), 'functional')).toBe(100);
    expect(scaleScore(fiveChoice(4, 4, 4), 'functional')).toBe(0);
    expect(scaleScore(fiveChoice(0, 0), 'symptom')).toBe(0);
    expect(scaleScore(fiveChoice(4, 4), 'symptom')).toBe(100);
  });

  it('equals the EORTC manual formula for items of one range', () => {
    // Four-point items (1 = not at all .. 4 = very much), as most QLQ-C30 items: range 3.
    const answers = [1, 3, 4, 2]; // the manual's item values
    const rawScore = answers.reduce((sum, value) => sum + value, 0) / answers.length;
    const items = answers.map((value) => ({ position: value - 1, choiceCount: 4 }));
    expect(scaleScore(items, 'symptom')).toBeCloseTo(((rawScore - 1) / 3) * 100, 10);
    expect(scaleScore(items, 'functional')).toBeCloseTo((1 - (rawScore - 1) / 3) * 100, 10);
  });

  it('puts items with different numbers of choices on one 0-1 range', () => {
    // Middle of five choices (0.5) and last of four (1): raw 0.75.
    const items = [
      { position: 2, choiceCount: 5 },
      { position: 3, choiceCount: 4 },
    ];
    expect(scaleScore(items, 'symptom')).toBeCloseTo(75, 10);
    expect(scaleScore(items, 'functional')).toBeCloseTo(25, 10);
    // Second of three (0.5) and second of five (0.25): raw 0.375.
    expect(
      scaleScore(
        [
          { position: 1, choiceCount: 3 },
          { position: 1, choiceCount: 5 },
        ],
        'symptom',
      ),
    ).toBeCloseTo(37.5, 10);
  });

  it('scores only when at least half of the items are answered, from the answered ones', () => {
    const [none, mild] = fiveChoice(0, 1);
    // Two of four answered: half, scored from those two (f = 0 and 0.25).
    expect(scaleScore([none!, null, mild!, null], 'symptom')).toBeCloseTo(12.5, 10);
    // One of four, one of three: less than half.
    expect(scaleScore([mild!, null, null, null], 'symptom')).toBeNull();
    expect(scaleScore([mild!, null, null], 'symptom')).toBeNull();
    // Two of three, one of two, one of one: enough.
    expect(scaleScore([mild!, mild!, null], 'symptom')).toBeCloseTo(25, 10);
    expect(scaleScore([null, mild!], 'functional')).toBeCloseTo(75, 10);
    expect(scaleScore([mild!], 'symptom')).toBeCloseTo(25, 10);
    // Nothing to score: a scale without items, or with no answers.
    expect(scaleScore([], 'symptom')).toBeNull();
    expect(scaleScore([null, null], 'functional')).toBeNull();
  });

  it('does not count an answer to a one-choice question towards the half', () => {
    const single = { position: 0, choiceCount: 1 };
    expect(scaleScore([single, single, fiveChoice(4)[0]!], 'symptom')).toBeNull();
  });
});

describe('roundScore', () => {
  it('keeps one decimal, halves away from zero', () => {
    expect(roundScore(100 / 3)).toBe(33.3);
    expect(roundScore(200 / 3)).toBe(66.7);
    expect(roundScore(40.00000000000001)).toBe(40);
    expect(roundScore(-2.25)).toBe(-2.3);
    expect(roundScore(2.25)).toBe(2.3);
    expect(roundScore(0)).toBe(0);
  });
});

describe('changeMark', () => {
  it('reads a rise as better on a functional scale and worse on a symptom scale', () => {
    expect(changeMark(10, 'functional', 10)).toBe('improved');
    expect(changeMark(-10, 'functional', 10)).toBe('worsened');
    expect(changeMark(10, 'symptom', 10)).toBe('worsened');
    expect(changeMark(-25, 'symptom', 10)).toBe('improved');
  });

  it('marks nothing below the meaningful change, and uses the scale’s own threshold', () => {
    expect(changeMark(9.9, 'functional', 10)).toBeNull();
    expect(changeMark(-9.9, 'symptom', 10)).toBeNull();
    expect(changeMark(0, 'symptom', 10)).toBeNull();
    expect(changeMark(15, 'functional', 20)).toBeNull();
    expect(changeMark(5, 'functional', 5)).toBe('improved');
  });

  it('counts a change of exactly the threshold despite floating-point noise', () => {
    // Functional scores 40 and 30 from five-choice answers: 100 * (1 - 0.7) is not exactly 30,
    // and the difference falls a hair short of 10.
    const forty = scaleScore(fiveChoice(2, 3, 2, 3, 2), 'functional')!;
    const thirty = scaleScore(fiveChoice(3, 3, 3, 2, 3), 'functional')!;
    expect(forty - thirty).toBeLessThan(10);
    expect(changeMark(forty - thirty, 'functional', 10)).toBe('improved');
    expect(changeMark(thirty - forty, 'functional', 10)).toBe('worsened');
  });
});

describe('scoreChanges', () => {
  it('compares each attempt with the previous scored one', () => {
    expect(scoreChanges([50, 62.5, 60, null, 45], 'symptom', 10)).toEqual([
      { change: null, mark: null },
      { change: 12.5, mark: 'worsened' },
      { change: -2.5, mark: null },
      { change: null, mark: null },
      // Against attempt 3 (60), the last one with a score.
      { change: -15, mark: 'improved' },
    ]);
  });

  it('marks a functional scale the other way round', () => {
    expect(scoreChanges([null, 50, 75, 50], 'functional', 10)).toEqual([
      { change: null, mark: null },
      { change: null, mark: null },
      { change: 25, mark: 'improved' },
      { change: -25, mark: 'worsened' },
    ]);
  });
});
