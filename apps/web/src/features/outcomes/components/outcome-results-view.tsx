import { Alert, List, ScrollArea, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OutcomeAttemptSummary, OutcomeCategoryResults } from '@portal/shared';
import { AlertIcon } from '@/components/icons';
import { TableStateRow } from '@/components/table-state-row';
import { TrendChart } from '@/components/trend-chart';
import { errorMessage } from '@/lib/api-client';
import { doctorName, formatDate } from '@/lib/format';
import { ScaleScoresTable } from './scale-scores-table';
import { scrollRegion } from '@/components/scroll-region';

interface OutcomeResultsViewProps {
  results: OutcomeCategoryResults | undefined;
  loading: boolean;
  error: unknown;
  /** The highest score a question of the category can have (its choice count - 1). */
  yMax: number;
}

/** Who filled the attempt in: a doctor with the title, the patient by name. */
function submitterName(attempt: OutcomeAttemptSummary): string {
  return attempt.submittedByDoctor ? doctorName(attempt.submittedBy) : attempt.submittedBy;
}

/**
 * The results of one questionnaire: a table with a row per question and a column per attempt
 * (scrolling at 300 px, seed 000 section 9), the scale scores of each attempt, the
 * last-attempted list and the trend chart.
 */
export function OutcomeResultsView({ results, loading, error, yMax }: OutcomeResultsViewProps) {
  const { t } = useTranslation();
  if (error) {
    return (
      <Alert color="red" variant="light" icon={<AlertIcon />} role="alert">
        {errorMessage(error)}
      </Alert>
    );
  }
  const attempts = results?.attempts ?? [];
  const attemptLabel = (number: number) => t('ui.outcomes.attempt', { number });
  const infoRows = [
    {
      label: t('ui.outcomes.row.date'),
      value: (i: number) => formatDate(attempts[i]!.submittedAt),
    },
    { label: t('ui.outcomes.row.treatment'), value: (i: number) => attempts[i]!.treatmentName },
    {
      label: t('ui.outcomes.row.currentIssue'),
      value: (i: number) => attempts[i]!.currentIssueName,
    },
    { label: t('ui.outcomes.row.submittedBy'), value: (i: number) => submitterName(attempts[i]!) },
  ];

  return (
    <Stack gap="lg">
      <section aria-labelledby="outcome-results-title">
        <Title order={3} fz="md" id="outcome-results-title" mb="xs">
          {t('ui.outcomes.resultsTitle')}
        </Title>
        <ScrollArea.Autosize
          mah={300}
          type="auto"
          // Keyboard users can scroll it: the viewport takes focus and says what it holds.
          viewportProps={scrollRegion(t('ui.outcomes.resultsTable'))}
        >
          <Table striped withTableBorder withColumnBorders stickyHeader fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('ui.outcomes.question')}</Table.Th>
                {attempts.map((attempt) => (
                  <Table.Th scope="col" key={attempt.attemptNumber}>
                    {attemptLabel(attempt.attemptNumber)}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {attempts.length === 0 ? (
                <TableStateRow columns={1} loading={loading} />
              ) : (
                <>
                  {infoRows.map((row) => (
                    <Table.Tr key={row.label}>
                      <Table.Th scope="row" fw={500} c="dimmed">
                        {row.label}
                      </Table.Th>
                      {attempts.map((attempt, index) => (
                        <Table.Td key={attempt.attemptNumber}>{row.value(index)}</Table.Td>
                      ))}
                    </Table.Tr>
                  ))}
                  {results!.questions.map((question) => (
                    <Table.Tr key={question.questionId}>
                      <Table.Th scope="row" fw={500}>
                        {question.question}
                      </Table.Th>
                      {question.answers.map((answer, index) => (
                        <Table.Td key={attempts[index]!.attemptNumber}>
                          {answer?.choiceText ?? t('ui.outcomes.notAnswered')}
                        </Table.Td>
                      ))}
                    </Table.Tr>
                  ))}
                </>
              )}
            </Table.Tbody>
          </Table>
        </ScrollArea.Autosize>
      </section>
      {results && attempts.length > 0 && (
        <>
          <ScaleScoresTable scales={results.scales} attempts={attempts} />
          <section aria-labelledby="outcome-last-title">
            <Title order={3} fz="md" id="outcome-last-title" mb="xs">
              {t('ui.outcomes.lastAttempted')}
            </Title>
            <List fz="sm" spacing={2}>
              {results.lastAttempted.map((item) => (
                <List.Item key={item.attemptNumber}>
                  {t('ui.outcomes.lastAttemptedItem', {
                    number: item.attemptNumber,
                    date: formatDate(item.attemptedAt),
                  })}
                </List.Item>
              ))}
            </List>
          </section>
          <section aria-labelledby="outcome-trend-title">
            <Title order={3} fz="md" id="outcome-trend-title">
              {t('ui.outcomes.trendTitle')}
            </Title>
            <Text fz="xs" c="dimmed" mb="xs">
              {t('ui.outcomes.trendHint')}
            </Text>
            <TrendChart
              yMax={yMax}
              yLabel={t('ui.outcomes.scoreAxis')}
              series={results.questions.map((question) => ({
                label: question.question,
                points: question.answers.flatMap((answer) =>
                  answer ? [{ x: attemptLabel(answer.attemptNumber), y: answer.score }] : [],
                ),
              }))}
            />
          </section>
        </>
      )}
    </Stack>
  );
}
