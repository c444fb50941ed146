import { Anchor, AspectRatio, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSiteConfig } from '@/lib/site-config';

/** The programme office's address; the map only where the deployment configures an embed URL. */
export function OfficeCard() {
  const { t } = useTranslation();
  const config = useSiteConfig();
  const mapUrl = config.data?.officeMapEmbedUrl;
  const email = t('ui.contact.officeEmail');

  return (
    <Paper component="section" withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <Title order={2} fz="lg">
          {t('ui.contact.officeTitle')}
        </Title>
        <address style={{ fontStyle: 'normal' }}>
          <Stack gap={4}>
            <Text fw={600}>{t('ui.contact.officeName')}</Text>
            <Text>{t('ui.contact.officeStreet')}</Text>
            <Text>{t('ui.contact.officeCity')}</Text>
          </Stack>
        </address>
        <dl style={{ margin: 0 }}>
          <Text component="dt" fz="sm" c="dimmed">
            {t('ui.contact.officePhoneLabel')}
          </Text>
          <Text component="dd" m={0}>
            {t('ui.contact.officePhone')}
          </Text>
          <Text component="dt" fz="sm" c="dimmed" mt="sm">
            {t('ui.contact.officeEmailLabel')}
          </Text>
          <Text component="dd" m={0}>
            <Anchor href={`mailto:${email}`}>{email}</Anchor>
          </Text>
          <Text component="dt" fz="sm" c="dimmed" mt="sm">
            {t('ui.contact.officeHoursLabel')}
          </Text>
          <Text component="dd" m={0}>
            {t('ui.contact.officeHours')}
          </Text>
        </dl>
        {mapUrl && (
          <AspectRatio ratio={4 / 3}>
            <iframe
              src={mapUrl}
              title={t('ui.contact.mapTitle')}
              loading="lazy"
              referrerPolicy="no-referrer-when-downgrade"
              style={{ border: 0, borderRadius: 'var(--mantine-radius-md)' }}
            />
          </AspectRatio>
        )}
      </Stack>
    </Paper>
  );
}
