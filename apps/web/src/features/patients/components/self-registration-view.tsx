import { Container } from '@mantine/core';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PatientSummary, Programme, SelfRegisterType } from '@portal/shared';
import { PageHeader } from '@/components/page-header';
import { PatientSummaryCard } from './patient-summary-card';
import { SelfRegistrationForm } from './self-registration-form';

interface SelfRegistrationViewProps {
  registerType: SelfRegisterType;
  programme: Programme;
}

/**
 * The summary of a registration made on this page, kept in the page's history entry: a reload,
 * or Back from the login page it leads to, shows it again rather than an empty form (the person
 * is registered; the form would refuse their mobile number as taken). It stays with this tab.
 */
function summaryIn(state: unknown): PatientSummary | null {
  const summary = (state as { registrationSummary?: Partial<PatientSummary> } | null)
    ?.registrationSummary;
  return typeof summary?.fullName === 'string' && typeof summary.mobileNumber === 'string'
    ? (summary as PatientSummary)
    : null;
}

/** The self-registration form until it succeeds; then the summary replaces it. */
export function SelfRegistrationView({ registerType, programme }: SelfRegistrationViewProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const summary = summaryIn(location.state);

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
          void navigate(
            { pathname: location.pathname, search: location.search, hash: location.hash },
            { replace: true, state: { registrationSummary: answer } },
          );
          window.scrollTo({ top: 0 });
        }}
        back={{ to: programme.route, label: t('ui.patients.reg.back') }}
      />
    </Container>
  );
}
