import type { ReactNode } from 'react';
import { Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ProgrammeAudience } from '@portal/shared';
import { PageBreadcrumbs, type Crumb } from '@/components/page-breadcrumbs';
import { usePageTitle } from '@/lib/use-page-title';
import type { ParentPage } from '../copy/types';

/** The audience page each kind of programme sits under in the breadcrumb. */
const AUDIENCE_PARENT: Partial<Record<ProgrammeAudience, ParentPage>> = {
  patients: 'cancerPatients',
  'normal-persons': 'normalPersons',
  governments: 'communityOncology',
};

export function parentOfAudience(audience: ProgrammeAudience): ParentPage | undefined {
  return AUDIENCE_PARENT[audience];
}

function useParentCrumb(parent: ParentPage | undefined): Crumb | undefined {
  const { t } = useTranslation();
  switch (parent) {
    case 'cancerPatients':
      return { label: t('ui.content.crumb.cancerPatients'), to: '/cancer-patient' };
    case 'normalPersons':
      return { label: t('ui.content.crumb.normalPersons'), to: '/normal-person' };
    case 'communityOncology':
      return { label: t('ui.content.crumb.communityOncology'), to: '/laboratory-pathology' };
    default:
      return undefined;
  }
}

interface ContentHeaderProps {
  /** The page's one h1, also the browser tab's title. */
  title: string;
  lead?: ReactNode;
  parent?: ParentPage;
  /** Shown beside the title, e.g. a "Coming soon" badge. */
  badge?: ReactNode;
}

/** Breadcrumb (Home > [audience page >] page), heading and lead of every public page. */
export function ContentHeader({ title, lead, parent, badge }: ContentHeaderProps) {
  const parentCrumb = useParentCrumb(parent);
  usePageTitle(title);
  return (
    <Stack gap="sm" mb="xl">
      <PageBreadcrumbs current={title} parents={parentCrumb ? [parentCrumb] : []} />
      <Group gap="sm" align="center">
        <Title order={1} fz={{ base: 28, sm: 36 }} lh={1.2} c="brand.9">
          {title}
        </Title>
        {badge}
      </Group>
      {lead && (
        <Text fz={{ base: 'md', sm: 'lg' }} c="gray.8" maw={780}>
          {lead}
        </Text>
      )}
    </Stack>
  );
}
