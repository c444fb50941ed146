import type { ReactNode } from 'react';
import { Container, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { paths } from '@portal/shared';
import { LoadFailed } from '@/components/load-failed';
import { NotFoundPage } from '@/components/not-found-page';
import { PageHeader } from '@/components/page-header';
import { PageLoader } from '@/components/page-loader';
import { isApiError } from '@/lib/api-client';

interface DashboardFrameProps {
  title: string | null;
  /** The route's id is not a patient id at all. */
  invalidId: boolean;
  error: unknown;
  onRetry: () => void;
  actions?: ReactNode;
  children: ReactNode;
}

/** Heading, back link, loading, error and not-found states shared by both dashboards. */
export function DashboardFrame({
  title,
  invalidId,
  error,
  onRetry,
  actions,
  children,
}: DashboardFrameProps) {
  const { t } = useTranslation();
  const back = { to: paths.patientList.getHref(), label: t('ui.patientDashboards.backToList') };
  if (invalidId || (isApiError(error) && error.status === 404)) return <NotFoundPage />;
  if (error) {
    return (
      <Container size="lg">
        <PageHeader title={t('ui.patientDashboards.loadingTitle')} back={back} />
        <LoadFailed error={error} onRetry={onRetry} />
      </Container>
    );
  }
  if (title === null) return <PageLoader />;
  return (
    <Container size="lg">
      <PageHeader title={title} back={back} actions={actions} />
      <Stack gap="lg">{children}</Stack>
    </Container>
  );
}
