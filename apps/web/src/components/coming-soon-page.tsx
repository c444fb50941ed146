import { Button, Container, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { Link, useLocation, useMatches } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths, programmeByRoute } from '@portal/shared';
import type { UiTextKey } from '@/lib/ui-text';
import { ClockIcon } from './icons';
import { PageHeader } from './page-header';
import { useProgrammeTexts } from '@/lib/programme-texts';

/** What a route tells the shared pages about itself (react-router `handle`). */
export interface RouteHandle {
  /** Programme pages have none: their title comes from the shared programme catalogue. */
  title?: UiTextKey;
  description?: UiTextKey;
  /** Public information pages carry a Home breadcrumb. */
  isPublic?: boolean;
}

function isRouteHandle(value: unknown): value is RouteHandle {
  return typeof value === 'object' && value !== null && ('title' in value || 'isPublic' in value);
}

/** One page for every route whose screen is not built yet; the route's handle names it. */
export function ComingSoonPage() {
  const { t } = useTranslation();
  const handle = useMatches()
    .map((match) => match.handle)
    .filter(isRouteHandle)
    .at(-1);
  const { pathname } = useLocation();
  const textOf = useProgrammeTexts();
  const programme = programmeByRoute(pathname);
  const title = handle?.title
    ? t(handle.title)
    : programme
      ? textOf(programme).title
      : t('ui.app.name');

  return (
    <Container size="md">
      <PageHeader title={title} homeBreadcrumb={handle?.isPublic} />
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
        <Stack gap="md" align="flex-start">
          <Group gap="sm" wrap="nowrap">
            <ThemeIcon variant="light" size="lg" radius="xl" aria-hidden="true">
              <ClockIcon />
            </ThemeIcon>
            <Text fw={600}>{t('common.comingSoon')}</Text>
          </Group>
          <Text c="dimmed">{t(handle?.description ?? 'ui.comingSoon.intro')}</Text>
          <Button component={Link} to={paths.home.getHref()} variant="light">
            {t('ui.action.goHome')}
          </Button>
        </Stack>
      </Paper>
    </Container>
  );
}
