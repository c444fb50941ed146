import '../text-values';
import { Container, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MASTER_KIND_NAMES, MASTER_KINDS, masterParentKind, type MasterKind } from '@portal/shared';
import { PageHeader } from '@/components/page-header';
import { masterPath } from '../paths';
import { useKindTexts } from '../kind-texts';

const groups = [
  { group: 'patient', title: 'ui.masters.patientGroup' },
  { group: 'clinical', title: 'ui.masters.clinicalGroup' },
  { group: 'care', title: 'ui.masters.careGroup' },
] as const;

function MasterCard({ kind }: { kind: MasterKind }) {
  const { t } = useTranslation();
  const kindText = useKindTexts();
  const parentKind = masterParentKind(kind);
  return (
    <Paper
      component={Link}
      to={masterPath(kind)}
      withBorder
      radius="lg"
      p="lg"
      className="dashboard-card"
    >
      <Title order={3} fz="md" c="brand.8">
        {kindText.title(kind)}
      </Title>
      <Text c="dimmed" fz="sm" mt={6}>
        {parentKind
          ? t('ui.masters.cardTextWithParent', {
              title: kindText.title(kind),
              parent: kindText.title(parentKind),
            })
          : t('ui.masters.cardText', { title: kindText.title(kind) })}
      </Text>
    </Paper>
  );
}

/** #/admin/masters_section: a card for every master list, by group. */
export function MastersSectionPage() {
  const { t } = useTranslation();
  return (
    <Container size="lg">
      <PageHeader
        title={t('ui.masters.sectionTitle')}
        description={t('ui.masters.sectionIntro')}
        back="dashboard"
      />
      <Stack gap="xl">
        {groups.map(({ group, title }) => (
          <section key={group} aria-labelledby={`masters-${group}`}>
            <Title order={2} fz="lg" mb="sm" id={`masters-${group}`}>
              {t(title)}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
              {MASTER_KIND_NAMES.filter((kind) => MASTER_KINDS[kind].group === group).map(
                (kind) => (
                  <MasterCard key={kind} kind={kind} />
                ),
              )}
            </SimpleGrid>
          </section>
        ))}
      </Stack>
    </Container>
  );
}
