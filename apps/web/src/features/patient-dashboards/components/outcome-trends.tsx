import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OutcomeCategoryTrend } from '@portal/shared';
import { TrendChart } from '@/components/trend-chart';
import { formatDate } from '@/lib/format';
import { ScaleTrend } from './scale-trend';

/**
 * One chart per questionnaire: each question's score over the attempts; then each of its
 * scales' 0-100 score, with the clinically meaningful changes marked.
 */
export function OutcomeTrends({ outcomes }: { outcomes: OutcomeCategoryTrend[] }) {
  const { t } = useTranslation();
  if (outcomes.length === 0) return <Text c="dimmed">{t('ui.patientDashboards.noOutcomes')}</Text>;
  return (
    <Stack gap="xl">
      {outcomes.map((outcome) => {
        const last = outcome.attempts.at(-1);
        return (
          <Stack key={outcome.categoryId} gap="xs">
            <Title order={3} fz="md">
              {outcome.categoryName}
            </Title>
            {last && (
              <Text size="sm" c="dimmed">
                {t('ui.patientDashboards.attemptsLine', {
                  count: outcome.attempts.length,
                  date: formatDate(last.submittedAt),
                })}
              </Text>
            )}
            <TrendChart
              yMax={outcome.maxScore}
              yLabel={t('ui.patientDashboards.score')}
              series={outcome.series.map((series) => ({
                label: series.label,
                points: series.points.map((point) => ({
                  x: t('ui.patientDashboards.attempt', { number: point.attemptNumber }),
                  y: point.score,
                })),
              }))}
            />
            {outcome.scales.map((scale) => (
              <ScaleTrend key={scale.scaleId} scale={scale} />
            ))}
          </Stack>
        );
      })}
    </Stack>
  );
}
