import { lazy, Suspense } from 'react';
import { Alert, Anchor, Container, Grid, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths, programmeByRoute, type Programme } from '@portal/shared';
import { NotFoundPage } from '@/components/not-found-page';
import { ClockIcon } from '@/components/icons';
import { PageLoader } from '@/components/page-loader';
import { CheckList } from '../components/check-list';
import { ComingSoonBadge } from '../components/content-card';
import { ContentHeader, parentOfAudience } from '../components/content-header';
import { TextSection } from '../components/doc-blocks';
import { PricePanel } from '../components/price-panel';
import { programmeExtrasCopy } from '../copy/localized';
import '../components/content.css';
import { useLocalizedProgramme } from '@/lib/programme-texts';
import { useLocalizedContent } from '@/lib/localized-content';

// Only the pre-screening page needs the form library and the location lists.
const PreScreeningFilters = lazy(async () => ({
  default: (await import('../components/pre-screening-filters')).PreScreeningFilters,
}));

const PRE_SCREENING_ROUTE = '/mass-digital-pre-screening';

function Details({ programme }: { programme: Programme }) {
  const { t } = useTranslation();
  return (
    <>
      <section>
        <Title order={2} fz={{ base: 'xl', sm: 24 }} c="brand.9" mb="sm">
          {t('ui.content.forWhom')}
        </Title>
        <Text maw={720}>{programme.forWhom}</Text>
      </section>
      <section>
        <Title order={2} fz={{ base: 'xl', sm: 24 }} c="brand.9" mb="sm">
          {t('ui.content.whatYouGet')}
        </Title>
        <CheckList items={programme.whatYouGet} />
      </section>
    </>
  );
}

/** Every programme page: one component, driven by the route and the shared programme data. */
export function ProgrammePage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const programme = useLocalizedProgramme(programmeByRoute(pathname));
  const { programmeExtras } = useLocalizedContent(programmeExtrasCopy);
  if (!programme) return <NotFoundPage />;
  const extras = programmeExtras[programme.route] ?? [];

  return (
    <Container size="lg">
      <ContentHeader
        title={programme.title}
        lead={programme.summary}
        parent={parentOfAudience(programme.audience)}
        badge={programme.comingSoon ? <ComingSoonBadge /> : undefined}
      />
      {programme.comingSoon && (
        <Alert
          color="blue"
          variant="light"
          radius="lg"
          mb="xl"
          icon={<ClockIcon />}
          title={t('ui.content.draftTitle')}
        >
          <Text fz="sm" c="gray.9">
            {t('ui.content.draftText')}
          </Text>
        </Alert>
      )}
      <Grid gutter={{ base: 'xl', md: 32 }}>
        <Grid.Col span={{ base: 12, md: 4 }} order={{ base: 1, md: 2 }}>
          <PricePanel programme={programme} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }} order={{ base: 2, md: 1 }}>
          <Stack gap={40}>
            <Details programme={programme} />
            {programme.route === PRE_SCREENING_ROUTE && (
              <Suspense fallback={<PageLoader />}>
                <PreScreeningFilters />
              </Suspense>
            )}
            {extras.map((block) => (
              <TextSection key={block.heading} block={block} />
            ))}
            <Text fz="sm" c="dimmed">
              {t('ui.content.adjuvantNote')}{' '}
              <Anchor
                component={Link}
                to={paths.termsConditions.getHref()}
                fz="sm"
                underline="always"
              >
                {t('ui.content.readTerms')}
              </Anchor>
            </Text>
          </Stack>
        </Grid.Col>
      </Grid>
    </Container>
  );
}
