import '../text-values';
import { useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Container,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { paths, type OutcomeAssignment } from '@portal/shared';
import { AlertIcon } from '@/components/icons';
import { PageHeader } from '@/components/page-header';
import { errorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { useMyAssignments } from '../api/get-my-assignments';
import { useMyResults } from '../api/get-my-results';
import { useQuestionnaire } from '../api/get-questionnaire';
import { useSaveMyAttempt } from '../api/save-my-attempt';
import { maxScoreOf } from '../components/outcome-form-values';
import { OutcomeForm } from '../components/outcome-form';
import { OutcomeResultsView } from '../components/outcome-results-view';

function AssignmentCard({
  assignment,
  active,
  onAnswer,
}: {
  assignment: OutcomeAssignment;
  active: boolean;
  onAnswer: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="md" component="li">
      <Stack gap={6}>
        <Title order={3} fz="md">
          {assignment.categoryName}
        </Title>
        <Text fz="sm" c="dimmed">
          {t('ui.outcomes.my.assignedBy', {
            hospital: assignment.hospitalName,
            date: formatDate(assignment.assignedAt),
          })}
        </Text>
        <Group justify="space-between">
          <Badge variant="light">
            {t('ui.outcomes.my.attempts', { count: assignment.attemptsCount })}
          </Badge>
          <Button
            size="xs"
            variant={active ? 'filled' : 'light'}
            onClick={onAnswer}
            aria-pressed={active}
            aria-label={`${t('ui.outcomes.my.answer')}: ${assignment.categoryName}`}
          >
            {active ? t('ui.outcomes.my.answering') : t('ui.outcomes.my.answer')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** #/care/patient/questionnaires: the questionnaires doctors assigned to the logged-in patient. */
export function MyQuestionnairesPage() {
  const { t } = useTranslation();
  const assignments = useMyAssignments();
  const [chosen, setChosen] = useState<number | null>(null);
  const list = assignments.data ?? [];
  // The first questionnaire is open until the patient picks another.
  const categoryId = chosen ?? list[0]?.categoryId ?? null;
  const current = list.find((row) => row.categoryId === categoryId);
  const questionnaire = useQuestionnaire(categoryId);
  const results = useMyResults(categoryId);
  const save = useSaveMyAttempt();

  return (
    <Container size="md">
      <PageHeader
        title={t('ui.outcomes.my.title')}
        description={t('ui.outcomes.my.intro')}
        back={{ to: paths.myCare.getHref(), label: t('ui.outcomes.my.back') }}
      />
      {assignments.isPending ? (
        <Loader aria-label={t('ui.app.loading')} />
      ) : assignments.isError ? (
        <Alert color="red" variant="light" icon={<AlertIcon />} role="alert">
          {errorMessage(assignments.error)}
        </Alert>
      ) : list.length === 0 ? (
        <Text c="dimmed">{t('ui.outcomes.my.none')}</Text>
      ) : (
        <Stack gap="xl">
          <section aria-labelledby="my-assignments-title">
            <Title order={2} fz="lg" id="my-assignments-title" mb="sm">
              {t('ui.outcomes.my.listTitle')}
            </Title>
            <SimpleGrid
              cols={{ base: 1, sm: 2 }}
              component="ul"
              p={0}
              m={0}
              style={{ listStyle: 'none' }}
            >
              {list.map((row) => (
                <AssignmentCard
                  key={row.assignmentId}
                  assignment={row}
                  active={row.categoryId === categoryId}
                  onAnswer={() => setChosen(row.categoryId)}
                />
              ))}
            </SimpleGrid>
          </section>
          {current && (
            <Paper
              withBorder
              radius="lg"
              p={{ base: 'md', sm: 'lg' }}
              component="section"
              aria-labelledby="my-form-title"
            >
              <Title order={2} fz="lg" id="my-form-title" mb="md">
                {t('ui.outcomes.my.formTitle', { name: current.categoryName })}
              </Title>
              <Stack gap="xl">
                <OutcomeForm
                  key={current.categoryId}
                  fixedCategoryId={current.categoryId}
                  suggested={current}
                  save={(attempt) => save.mutateAsync(attempt)}
                />
                <OutcomeResultsView
                  results={results.data?.categories[0]}
                  loading={results.isPending}
                  error={results.error}
                  yMax={maxScoreOf(questionnaire.data)}
                />
              </Stack>
            </Paper>
          )}
        </Stack>
      )}
    </Container>
  );
}
