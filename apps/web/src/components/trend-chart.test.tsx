import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInApp } from '../../test/render';
import { TrendChart } from './trend-chart';

const series = [
  {
    label: 'Pain',
    points: [
      { x: 'Attempt 1', y: 3 },
      { x: 'Attempt 2', y: 5 },
    ],
  },
];

describe('TrendChart', () => {
  it('describes the drawing with a table hidden inside a box, so it cannot widen the page', () => {
    renderInApp(<TrendChart series={series} yMax={10} yLabel="Score" />);
    const chart = screen.getByRole('img', { name: /^Score: Pain: Attempt 1 3, Attempt 2 5$/ });
    const table = screen.getByRole('table');
    expect(chart).toHaveAttribute('aria-describedby', table.id);
    // A table keeps the width of its content whatever its own width says, and does not clip:
    // only a hidden block around it stays 1px wide (checked in Chromium on a 390px page).
    expect(table).not.toHaveClass('visually-hidden');
    expect(table.parentElement).toHaveClass('visually-hidden');
    expect(table.parentElement?.tagName).toBe('DIV');
  });
});
