import { Container, Group, Stack, Text } from '@mantine/core';
import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@portal/shared';

export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <footer className="site-footer">
      <Container size="xl">
        <Stack gap="xs">
          <Group component="nav" aria-label={t('ui.nav.legal')} gap={4}>
            <NavLink to={paths.privacyPolicy.getHref()} className="nav-link">
              {t('ui.footer.privacy')}
            </NavLink>
            <NavLink to={paths.termsConditions.getHref()} className="nav-link">
              {t('ui.footer.terms')}
            </NavLink>
            <NavLink to={paths.refundCancel.getHref()} className="nav-link">
              {t('ui.footer.refund')}
            </NavLink>
          </Group>
          <Text fz="xs" c="dimmed" px={10}>
            {t('ui.footer.copyright', { year: new Date().getFullYear() })}
          </Text>
        </Stack>
      </Container>
    </footer>
  );
}
