import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { OutcomeCategoryTrend } from '@portal/shared';
import { formatDate } from '@/lib/format';
import { applyLanguage } from '@/lib/language';
import { renderInApp } from '../../../../test/render';
import '../text-values';
import textsHi from '../translations/hi';
import { OutcomeTrends } from './outcome-trends';

const attempt = (attemptNumber: number, submittedAt: string) => ({
  attemptNumber,
  submittedAt,
  submittedBy: 'Dr. Mehta',
  submittedByDoctor: true,
  treatmentName: 'Surgery',
  currentIssueName: 'None',
});

/** A questionnaire answered `count` times, the last on 20-Nov-2026. */
const answered = (count: number): OutcomeCategoryTrend[] => [
  {
    categoryId: 1,
    categoryName: 'Swallowing',
    maxScore: 4,
    attempts: Array.from({ length: count }, (_, index) =>
      attempt(index + 1, `2026-11-${String(20 - count + 1 + index).padStart(2, '0')}T10:00:00Z`),
    ),
    series: [],
    scales: [],
  },
];

const lastOn = formatDate('2026-11-20T10:00:00Z');

describe('OutcomeTrends', () => {
  afterEach(async () => {
    await applyLanguage('en');
  });

  it('counts one attempt in the singular and more in the plural', async () => {
    const { unmount } = renderInApp(<OutcomeTrends outcomes={answered(1)} />);
    expect(screen.getByText(`1 attempt; last on ${lastOn}`)).toBeVisible();
    unmount();
    renderInApp(<OutcomeTrends outcomes={answered(2)} />);
    expect(screen.getByText(`2 attempts; last on ${lastOn}`)).toBeVisible();
  });

  it('counts the attempts in the language in use', async () => {
    await applyLanguage('hi');
    renderInApp(<OutcomeTrends outcomes={answered(1)} />);
    expect(
      screen.getByText(
        textsHi['ui.patientDashboards.attemptsLine_one']
          .replace('{count}', '1')
          .replace('{date}', formatDate('2026-11-20T10:00:00Z')),
      ),
    ).toBeVisible();
  });
});
