import { useState } from 'react';
import { Button, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type Language } from '@portal/shared';
import { API_BASE } from '@/lib/api-client';
import { currentLanguage } from '@/lib/i18n';

/** Where the browser downloads the registry CSV (a GET with the session cookie). */
export const registryCsvUrl = (language: Language) =>
  `${API_BASE}/hospital/registry.csv?lang=${language}`;

/** The registry as one CSV file, column titles in a chosen language. */
export function CsvExportCard() {
  const { t } = useTranslation();
  const [language, setLanguage] = useState<Language>(currentLanguage());
  return (
    <Paper
      component="section"
      aria-labelledby="registry-csv"
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'xl' }}
    >
      <Stack gap="md" align="flex-start">
        <Title order={2} fz="lg" id="registry-csv">
          {t('ui.registry.csvTitle')}
        </Title>
        <Text fz="sm">{t('ui.registry.csvText')}</Text>
        <SegmentedControl
          aria-label={t('ui.registry.csvLanguage')}
          value={language}
          onChange={(value) => setLanguage(value as Language)}
          data={LANGUAGES.map(({ code, name }) => ({ value: code, label: name }))}
        />
        <Button component="a" href={registryCsvUrl(language)} download>
          {t('ui.registry.csvDownload')}
        </Button>
        <Text fz="xs" c="dimmed">
          {t('ui.registry.csvNote')}
        </Text>
      </Stack>
    </Paper>
  );
}
