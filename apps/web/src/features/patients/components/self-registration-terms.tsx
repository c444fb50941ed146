import { Checkbox, Paper, Stack, Text, Title } from '@mantine/core';
import { useWatch } from 'react-hook-form';
import { Controller } from '@/lib/form-field';
import { useTranslation } from 'react-i18next';
import type { SelfRegistrationFormValues } from './registration-form-values';

/** The terms text and its checkbox; until it is ticked the seed's message stays in view. */
export function SelfRegistrationTerms() {
  const { t } = useTranslation();
  const accepted = useWatch<SelfRegistrationFormValues, 'termsAccepted'>({ name: 'termsAccepted' });

  return (
    <Paper component="section" withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {t('ui.patients.reg.termsTitle')}
        </Title>
        <Text fz="sm">{t('patient.terms')}</Text>
        <Controller<SelfRegistrationFormValues, 'termsAccepted'>
          name="termsAccepted"
          render={({ field }) => (
            <Checkbox
              ref={field.ref}
              name={field.name}
              label={t('ui.patients.reg.termsAccept')}
              checked={field.value === true}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
              onBlur={field.onBlur}
              aria-describedby={accepted ? undefined : 'terms-required'}
            />
          )}
        />
        {/* Why Register waits, said from the start: a hint, not an error nobody has made yet
            (no red, and not read out as an alert when the page opens). */}
        {!accepted && (
          <Text id="terms-required" fz="sm" c="gray.8">
            {t('patient.termsRequired')}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
