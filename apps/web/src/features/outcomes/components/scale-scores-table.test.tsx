import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OutcomeAttemptSummary, OutcomeScaleResults } from '@portal/shared';
import { renderInApp } from '../../../../test/render';
import { outcomesTextValues as texts } from '../text-values';
import { ScaleScoresTable } from './scale-scores-table';

const attempt = (attemptNumber: number): OutcomeAttemptSummary => ({
  attemptNumber,
  submittedAt: '2026-11-20T06:00:00Z',
  submittedBy: 'Test Doctor',
  submittedByDoctor: true,
  treatmentName: 'Surgery',
  currentIssueName: 'Pain',
});

const painScale: OutcomeScaleResults = {
  scaleId: 1,
  name: 'Pain',
  direction: 'symptom',
  meaningfulChange: 10,
  itemCount: 5,
  scores: [
    { attemptNumber: 1, score: 50, answeredItems: 5, change: null, mark: null },
    { attemptNumber: 2, score: 100 / 3, answeredItems: 5, change: -50 / 3, mark: 'improved' },
    { attemptNumber: 3, score: null, answeredItems: 1, change: null, mark: null },
  ],
};

describe('ScaleScoresTable', () => {
  it('shows each attempt’s score to one decimal and names the meaningful changes', () => {
    renderInApp(<ScaleScoresTable scales={[painScale]} attempts={[1, 2, 3].map(attempt)} />);
    const table = screen.getByRole('region', { name: texts['ui.outcomes.scoresTable'] });
    const row = within(table).getByRole('rowheader', { name: 'Pain (symptom)' }).closest('tr')!;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['50.0', `33.3${texts['ui.outcomes.improved']}`, texts['ui.outcomes.notScored']]);
    expect(screen.getByText(texts['ui.outcomes.notScoredHint'])).toBeVisible();
  });

  it('shows nothing for a questionnaire without scales', () => {
    const { container } = renderInApp(<ScaleScoresTable scales={[]} attempts={[attempt(1)]} />);
    expect(container.querySelector('section')).toBeNull();
  });
});
