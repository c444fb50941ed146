import { screen } from '@testing-library/react';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
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

  describe('on a phone', () => {
    afterEach(() => vi.unstubAllGlobals());

    it('is drawn at the width it has, so its texts keep their size, and thins its x labels', () => {
      // The box the chart is in is 320 px wide, as on a phone.
      let resized: ResizeObserverCallback = () => undefined;
      class FakeResizeObserver {
        constructor(callback: ResizeObserverCallback) {
          resized = callback;
        }
        observe(target: Element) {
          const entry = { target, contentRect: { width: 320, height: 300 } };
          queueMicrotask(() =>
            act(() => resized([entry as unknown as ResizeObserverEntry], this as never)),
          );
        }
        unobserve() {}
        disconnect() {}
      }
      vi.stubGlobal('ResizeObserver', FakeResizeObserver);
      const attempts = Array.from({ length: 12 }, (_, index) => ({
        x: `Attempt ${index + 1}`,
        y: index % 5,
      }));
      renderInApp(
        <TrendChart series={[{ label: 'Pain', points: attempts }]} yMax={4} yLabel="Score" />,
      );
      return vi.waitFor(() => {
        const chart = screen.getByRole('img', { name: /^Score: Pain/ });
        expect(chart).toHaveAttribute('viewBox', '0 0 320 260');
        const xLabels = Array.from(chart.querySelectorAll('text')).filter((text) =>
          text.textContent?.startsWith('Attempt'),
        );
        const xs = xLabels.map((text) => Number(text.getAttribute('x')));
        expect(xLabels.at(-1)?.textContent).toBe('Attempt 12');
        expect(xLabels.length).toBeLessThan(12);
        for (let index = 1; index < xs.length; index += 1)
          expect(xs[index]! - xs[index - 1]!).toBeGreaterThanOrEqual(72);
        // The table for screen readers still has every attempt.
        expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toContain(
          'Attempt 1',
        );
      });
    });
  });
});
