import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OutcomeScaleResults } from '@portal/shared';
import { renderInApp } from '../../../../test/render';
import { patientDashboardsTextValues as texts } from '../text-values';
import { ScaleTrend } from './scale-trend';

const score = (
  attemptNumber: number,
  value: number | null,
  change: number | null,
  mark: 'improved' | 'worsened' | null = null,
) => ({ attemptNumber, score: value, answeredItems: 2, change, mark });

/** A symptom scale: a fall is an improvement. */
const symptom: OutcomeScaleResults = {
  scaleId: 3,
  name: 'Choking and painful swallowing',
  direction: 'symptom',
  meaningfulChange: 10,
  itemCount: 2,
  scores: [
    score(1, 25, null),
    score(2, 62.5, 37.5, 'worsened'),
    score(3, 100 / 3, -29.166666666666668, 'improved'),
    score(4, 30, -3.333333333333336),
    score(5, null, null),
  ],
};

/** The table's row of an attempt, as its cells' texts. */
const rowOf = (table: HTMLElement, attempt: string) =>
  within(within(table).getByRole('rowheader', { name: attempt }).closest('tr')!)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('ScaleTrend', () => {
  it('lists every attempt’s score and change, naming the meaningful ones in words', () => {
    renderInApp(<ScaleTrend scale={symptom} />);
    const table = screen.getByRole('table', {
      name: 'Changes in Choking and painful swallowing from attempt to attempt',
    });
    expect(rowOf(table, 'Attempt 1')).toEqual([
      '25.0',
      '-',
      texts['ui.patientDashboards.firstScore'],
    ]);
    expect(rowOf(table, 'Attempt 2')).toEqual(['62.5', '+37.5', 'Worsened']);
    expect(rowOf(table, 'Attempt 3')).toEqual(['33.3', '-29.2', 'Improved']);
    expect(rowOf(table, 'Attempt 4')).toEqual([
      '30.0',
      '-3.3',
      texts['ui.patientDashboards.noMeaningfulChange'],
    ]);
    expect(rowOf(table, 'Attempt 5')).toEqual(['-', '-', texts['ui.patientDashboards.notScored']]);
    expect(
      screen.getByText(
        'Symptom scale: a higher score is worse. A change of 10 points or more is marked.',
      ),
    ).toBeVisible();
  });

  it('marks the changes on the chart with shapes and says them to screen readers', () => {
    const { container } = renderInApp(<ScaleTrend scale={symptom} />);
    const chart = screen.getByRole('img', { name: /^Score \(0-100\)/ });
    expect(chart).toHaveAccessibleName(
      'Score (0-100): Choking and painful swallowing: Attempt 1 25, Attempt 2 62.5 (Worsened), ' +
        'Attempt 3 33.3 (Improved), Attempt 4 30',
    );
    expect(chart.querySelector('[data-mark="worsened"] rect')).not.toBeNull();
    expect(chart.querySelector('[data-mark="improved"] circle[fill="none"]')).not.toBeNull();
    expect(chart.querySelectorAll('[data-mark]')).toHaveLength(2);
    // The unscored attempt is not drawn; the legend names both marks.
    expect(chart.querySelectorAll('g[data-series] > g')).toHaveLength(4);
    const legend = container.querySelector('ul[aria-hidden="true"]')!;
    expect(legend.textContent).toContain('Improved');
    expect(legend.textContent).toContain('Worsened');
  });

  it('reads a rise as an improvement on a functional scale', () => {
    renderInApp(
      <ScaleTrend
        scale={{
          ...symptom,
          name: 'Swallowing ability',
          direction: 'functional',
          scores: [score(1, 50, null), score(2, 75, 25, 'improved'), score(3, 60, -15, 'worsened')],
        }}
      />,
    );
    const table = screen.getByRole('table', { name: /Swallowing ability/ });
    expect(rowOf(table, 'Attempt 2')).toEqual(['75.0', '+25.0', 'Improved']);
    expect(rowOf(table, 'Attempt 3')).toEqual(['60.0', '-15.0', 'Worsened']);
    expect(
      screen.getByText(
        'Functional scale: a higher score is better. A change of 10 points or more is marked.',
      ),
    ).toBeVisible();
  });
});
