import { Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { roundScore, type OutcomeScaleResults, type OutcomeScaleScore } from '@portal/shared';
import { TrendChart } from '@/components/trend-chart';
import { formatScore, formatScoreChange } from '@/lib/format';
import { scrollRegion } from '@/components/scroll-region';

/** What a change between attempts means, in words (the chart's marks say the same). */
function useMeaning() {
  const { t } = useTranslation();
  return (score: OutcomeScaleScore) => {
    if (score.score === null) return t('ui.patientDashboards.notScored');
    if (score.change === null) return t('ui.patientDashboards.firstScore');
    if (score.mark === 'improved') return t('ui.patientDashboards.improved');
    if (score.mark === 'worsened') return t('ui.patientDashboards.worsened');
    return t('ui.patientDashboards.noMeaningfulChange');
  };
}

/**
 * One scale's 0-100 score over the attempts: a chart with the clinically meaningful changes
 * marked, and under it the same changes as a table, so they never depend on colour or sight.
 */
export function ScaleTrend({ scale }: { scale: OutcomeScaleResults }) {
  const { t } = useTranslation();
  const meaning = useMeaning();
  const attemptLabel = (number: number) => t('ui.patientDashboards.attempt', { number });
  const markLabel = {
    improved: t('ui.patientDashboards.improved'),
    worsened: t('ui.patientDashboards.worsened'),
  };
  const scored = scale.scores.filter(
    (score): score is OutcomeScaleScore & { score: number } => score.score !== null,
  );
  return (
    <Stack gap="xs" component="section" aria-label={scale.name}>
      <Title order={4} fz="sm">
        {scale.name}
      </Title>
      <Text fz="xs" c="dimmed">
        {t(
          scale.direction === 'functional'
            ? 'ui.patientDashboards.scaleFunctional'
            : 'ui.patientDashboards.scaleSymptom',
          { count: scale.meaningfulChange },
        )}
      </Text>
      {scored.length > 0 && (
        <TrendChart
          yMax={100}
          yLabel={t('ui.patientDashboards.scaleAxis')}
          series={[
            {
              label: scale.name,
              points: scored.map((score) => ({
                x: attemptLabel(score.attemptNumber),
                y: roundScore(score.score),
                mark: score.mark ? { kind: score.mark, label: markLabel[score.mark] } : undefined,
              })),
            },
          ]}
        />
      )}
      <Table.ScrollContainer
        // Four short columns whose Meaning wraps: with 8 px either side of a cell (not Mantine's
        // 10) they fit a phone's card, which is narrower than 330 px, even in a wide system font
        // ('No meaningful change' overflowed a 390 px phone by 6 px in DejaVu Sans). A long word
        // that still does not fit scrolls (keyboard users can too).
        minWidth={0}
        type="native"
        {...scrollRegion(t('ui.patientDashboards.changesCaption', { name: scale.name }))}
      >
        <Table withTableBorder fz="sm" verticalSpacing={4} horizontalSpacing={8}>
          <Table.Caption style={{ captionSide: 'top', textAlign: 'start' }}>
            {t('ui.patientDashboards.changesCaption', { name: scale.name })}
          </Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('ui.patientDashboards.colAttempt')}</Table.Th>
              <Table.Th scope="col">{t('ui.patientDashboards.colScore')}</Table.Th>
              <Table.Th scope="col">{t('ui.patientDashboards.colChange')}</Table.Th>
              <Table.Th scope="col">{t('ui.patientDashboards.colMeaning')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {scale.scores.map((score) => (
              <Table.Tr key={score.attemptNumber} data-mark={score.mark ?? undefined}>
                <Table.Th scope="row" fw={500}>
                  {attemptLabel(score.attemptNumber)}
                </Table.Th>
                <Table.Td>
                  {score.score === null
                    ? t('ui.patientDashboards.noValue')
                    : formatScore(score.score)}
                </Table.Td>
                <Table.Td>
                  {score.change === null
                    ? t('ui.patientDashboards.noValue')
                    : formatScoreChange(score.change)}
                </Table.Td>
                <Table.Td fw={score.mark ? 600 : undefined}>{meaning(score)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
