import { Anchor, Breadcrumbs, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@portal/shared';

export interface Crumb {
  label: string;
  to: string;
}

/**
 * Home / [parents /] this page. Crumbs wrap onto the next line, and so does a long page name
 * (Mantine keeps each crumb on one line, which pushed "ONCO-DB for Oncologists and Cancer
 * Hospitals" past a 320 px phone's edge).
 */
export function PageBreadcrumbs({ current, parents = [] }: { current: string; parents?: Crumb[] }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('ui.nav.breadcrumb')}>
      <Breadcrumbs
        separator="/"
        fz="sm"
        styles={{
          root: { flexWrap: 'wrap', rowGap: 4 },
          breadcrumb: { whiteSpace: 'normal', lineHeight: 1.4 },
        }}
      >
        {[{ label: t('ui.nav.home'), to: paths.home.getHref() }, ...parents].map((crumb) => (
          <Anchor key={crumb.to} component={Link} to={crumb.to} fz="sm">
            {crumb.label}
          </Anchor>
        ))}
        <Text span fz="sm" c="dimmed" aria-current="page">
          {current}
        </Text>
      </Breadcrumbs>
    </nav>
  );
}
