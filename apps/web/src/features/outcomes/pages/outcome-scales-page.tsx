import '../text-values';
import { Alert, Container, Grid, Paper, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MASTER_KINDS, type OutcomeScale } from '@portal/shared';
import { toId } from '@/components/form-values';
import { AlertIcon } from '@/components/icons';
import { PageHeader } from '@/components/page-header';
import { PageLoader } from '@/components/page-loader';
import { useInlineEdit } from '@/components/use-inline-edit';
import { errorMessage } from '@/lib/api-client';
import { useOutcomeScales } from '../api/get-outcome-scales';
import { useQuestionnaire } from '../api/get-questionnaire';
import { ScaleForm } from '../components/scale-form';
import { ScaleTable } from '../components/scale-table';
import { useDeleteScale } from '../components/use-delete-scale';

/**
 * #/master/functional_outcome_category_master/:categoryId/scales: the super admin's scales of
 * one questionnaire, opened from its row on the questionnaire master screen.
 */
export function OutcomeScalesPage() {
  const { t } = useTranslation();
  const categoryId = toId(useParams().categoryId) ?? 0;
  const questionnaire = useQuestionnaire(categoryId);
  const scales = useOutcomeScales(categoryId);
  // Destructured: the compiler lint treats an object holding a ref as a ref. A new key after
  // every save, cancel or edit remounts the form with fresh values.
  const { editing, formKey, formTop, edit, done, reset } = useInlineEdit<OutcomeScale>();
  const { ask, dialog } = useDeleteScale((scale) => {
    if (editing?.id === scale.id) reset();
  });

  const back = {
    to: `/master/${MASTER_KINDS.outcome_category.route}`,
    label: t('ui.action.backTo', { page: t('masterKind.outcome_category.title') }),
  };
  if (questionnaire.isPending) return <PageLoader />;
  if (questionnaire.isError) {
    return (
      <Container size="lg">
        <PageHeader title={t('ui.outcomes.scales.listTitle')} back={back} />
        <Alert color="red" variant="light" icon={<AlertIcon />} role="alert">
          {errorMessage(questionnaire.error)}
        </Alert>
      </Container>
    );
  }

  const { categoryName, questions } = questionnaire.data;
  return (
    <Container size="lg">
      <PageHeader
        title={t('ui.outcomes.scales.title', { name: categoryName })}
        description={t('ui.outcomes.scales.intro')}
        back={back}
      />
      <Grid gutter="lg" align="flex-start">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <div ref={formTop}>
            <ScaleForm
              key={formKey}
              categoryId={categoryId}
              questions={questions}
              editing={editing}
              onDone={done}
            />
          </div>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Paper component="section" withBorder radius="lg" p={0} style={{ overflow: 'hidden' }}>
            <Title order={2} fz="lg" px="md" py="sm">
              {t('ui.outcomes.scales.listTitle')}
            </Title>
            {scales.isError && !scales.data ? (
              <Alert color="red" variant="light" icon={<AlertIcon />} role="alert" m="md">
                {errorMessage(scales.error)}
              </Alert>
            ) : (
              <ScaleTable
                scales={scales.data ?? []}
                loading={scales.isPending}
                editingId={editing?.id ?? null}
                onEdit={edit}
                onDelete={ask}
              />
            )}
          </Paper>
        </Grid.Col>
      </Grid>
      {dialog}
    </Container>
  );
}
