import { useState } from 'react';
import { Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PatientSummary, Programme, SelfRegisterType } from '@portal/shared';
import { PageHeader } from '@/components/page-header';
import { PatientSummaryCard } from './patient-summary-card';
import { SelfRegistrationForm } from './self-registration-form';

interface SelfRegistrationViewProps {
  registerType: SelfRegisterType;
  programme: Programme;
}

/** The self-registration form until it succeeds; then the summary replaces it. */
export function SelfRegistrationView({ registerType, programme }: SelfRegistrationViewProps) {
  const { t } = useTranslation();
  const [summary, setSummary] = useState<PatientSummary | null>(null);

  if (summary) {
    return (
      <Container size="xl">
        <PageHeader title={t('ui.patients.summary.title')} />
        <PatientSummaryCard summary={summary} />
      </Container>
    );
  }
  return (
    <Container size="xl">
      <SelfRegistrationForm
        registerType={registerType}
        programme={programme}
        onRegistered={(answer) => {
          setSummary(answer);
          window.scrollTo({ top: 0 });
        }}
        back={{ to: programme.route, label: t('ui.patients.reg.back') }}
      />
    </Container>
  );
}
