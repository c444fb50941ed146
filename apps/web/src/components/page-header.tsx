import type { ReactNode } from 'react';
import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@portal/shared';
import { usePageTitle } from '@/lib/use-page-title';
import { ArrowLeftIcon } from './icons';
import { PageBreadcrumbs } from './page-breadcrumbs';

interface PageHeaderProps {
  /** The page's one h1; also the browser tab title. */
  title: string;
  description?: ReactNode;
  /** A back link above the heading; 'dashboard' is the link back to the dashboard. */
  back?: { to: string; label: string } | 'dashboard';
  /** Public information pages carry a Home breadcrumb. */
  homeBreadcrumb?: boolean;
  actions?: ReactNode;
}

export function PageHeader({
  title,
  description,
  homeBreadcrumb,
  actions,
  ...props
}: PageHeaderProps) {
  const { t } = useTranslation();
  usePageTitle(title);
  const back =
    props.back === 'dashboard'
      ? {
          to: paths.dashboard.getHref(),
          label: t('ui.action.backTo', { page: t('ui.nav.dashboard') }),
        }
      : props.back;
  return (
    <Stack gap="xs" mb="lg">
      {back && (
        <Anchor component={Link} to={back.to} size="sm" fw={500} w="fit-content">
          <Group gap={6} wrap="nowrap">
            <ArrowLeftIcon size={16} />
            {back.label}
          </Group>
        </Anchor>
      )}
      {homeBreadcrumb && <PageBreadcrumbs current={title} />}
      <Group justify="space-between" align="flex-end" gap="md">
        <Title order={1} fz={{ base: 26, sm: 30 }}>
          {title}
        </Title>
        {actions}
      </Group>
      {description && (
        <Text c="dimmed" maw={720}>
          {description}
        </Text>
      )}
    </Stack>
  );
}
