import { Badge, Group, ScrollArea, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OutcomeAttemptSummary, OutcomeScaleResults, OutcomeScaleScore } from '@portal/shared';
import { formatScore } from '@/lib/format';
import { scrollRegion } from '@/components/scroll-region';

interface ScaleScoresTableProps {
  scales: OutcomeScaleResults[];
  attempts: OutcomeAttemptSummary[];
}

/** One attempt's score of a scale, with its meaningful change in words. */
function ScoreCell({ score }: { score: OutcomeScaleScore | undefined }) {
  const { t } = useTranslation();
  if (!score || score.score === null) {
    return (
      <Text span fz="sm" c="dimmed">
        {t('ui.outcomes.notScored')}
      </Text>
    );
  }
  return (
    <Group gap={6} wrap="nowrap">
      <span>{formatScore(score.score)}</span>
      {score.mark && (
        <Badge
          size="sm"
          // Outline in the darkest shades: light badges of these colours fail contrast (axe).
          variant="outline"
          color={score.mark === 'improved' ? 'teal.9' : 'red.9'}
          style={{ textTransform: 'none' }}
        >
          {t(score.mark === 'improved' ? 'ui.outcomes.improved' : 'ui.outcomes.worsened')}
        </Badge>
      )}
    </Group>
  );
}

/**
 * The questionnaire's scale scores (0-100) in each attempt, a row per scale, with the
 * clinically meaningful changes named. Nothing when the questionnaire has no scales.
 */
export function ScaleScoresTable({ scales, attempts }: ScaleScoresTableProps) {
  const { t } = useTranslation();
  if (scales.length === 0 || attempts.length === 0) return null;
  return (
    <section aria-labelledby="outcome-scores-title">
      <Title order={3} fz="md" id="outcome-scores-title">
        {t('ui.outcomes.scoresTitle')}
      </Title>
      <Text fz="xs" c="dimmed" mb="xs">
        {t('ui.outcomes.scoresHint')}
      </Text>
      <ScrollArea type="auto" viewportProps={scrollRegion(t('ui.outcomes.scoresTable'))}>
        <Table striped withTableBorder withColumnBorders fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('ui.outcomes.scale')}</Table.Th>
              {attempts.map((attempt) => (
                <Table.Th scope="col" key={attempt.attemptNumber}>
                  {t('ui.outcomes.attempt', { number: attempt.attemptNumber })}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {scales.map((scale) => (
              <Table.Tr key={scale.scaleId}>
                <Table.Th scope="row" fw={500}>
                  {t(
                    scale.direction === 'functional'
                      ? 'ui.outcomes.scaleFunctional'
                      : 'ui.outcomes.scaleSymptom',
                    { name: scale.name },
                  )}
                </Table.Th>
                {attempts.map((attempt) => (
                  <Table.Td key={attempt.attemptNumber}>
                    <ScoreCell
                      score={scale.scores.find(
                        (score) => score.attemptNumber === attempt.attemptNumber,
                      )}
                    />
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
      {scales.some((scale) => scale.scores.some((score) => score.score === null)) && (
        <Text fz="xs" c="dimmed" mt={4}>
          {t('ui.outcomes.notScoredHint')}
        </Text>
      )}
    </section>
  );
}
