import { useTranslation } from 'react-i18next';
import { DEFAULT_COUNTRY_CODE, type PaymentOutcome } from '@portal/shared';
import { formatDate, formatPaise } from '@/lib/format';
import { translateMessage } from '@/lib/i18n';
import { useProgrammeTitle } from '@/lib/programme-title';
import { DetailsTable, type DetailRow } from './details-table';

/** The spec's details table of the success and failed screens (seed 001 section 2.8). */
export function OutcomeDetails({ outcome }: { outcome: PaymentOutcome }) {
  const { t } = useTranslation();
  const programmeTitle = useProgrammeTitle();
  const missing = t('ui.payments.notAvailable');
  const isDoctor = outcome.userType === 'doctor';
  const rows: (DetailRow | false)[] = [
    outcome.status === 'failed' && {
      label: t('ui.payments.status'),
      value: t('ui.payments.statusFailed'),
    },
    outcome.status === 'failed' && {
      label: t('ui.payments.reason'),
      // The catalogue's reason in the reader's language; a gateway text it does not know, as sent.
      value: outcome.reason ? translateMessage(outcome.reason) : missing,
    },
    { label: t('ui.payments.fullName'), value: outcome.fullName },
    isDoctor && { label: t('ui.payments.hospital'), value: outcome.hospitalName ?? missing },
    isDoctor && {
      label: t('ui.payments.hospitalRegistrationNo'),
      value: outcome.hospitalRegistrationNo ?? missing,
    },
    {
      label: t('ui.payments.mobile'),
      value: `${DEFAULT_COUNTRY_CODE} ${outcome.mobileNumber}`,
    },
    { label: t('ui.payments.email'), value: outcome.email ?? missing },
    {
      label: outcome.purpose === 'plan' ? t('ui.payments.itemName') : t('ui.payments.programme'),
      value:
        outcome.purpose === 'plan'
          ? outcome.itemName
          : programmeTitle(outcome.registerType, outcome.itemName),
    },
    outcome.programmeMonths !== null && {
      label: t('ui.payments.months'),
      value: t('ui.payments.monthCount', { count: outcome.programmeMonths }),
    },
    outcome.patientCount !== null && {
      label: t('ui.payments.totalPatients'),
      value: outcome.patientCount,
    },
    isDoctor &&
      outcome.durationDays !== null && {
        label: t('ui.payments.duration'),
        value: t('ui.payments.days', { count: outcome.durationDays }),
      },
    // A discounted payment shows the price it came off and the code it came from.
    outcome.discountPaise > 0 && {
      label: outcome.purpose === 'plan' ? t('ui.payments.price') : t('ui.payments.programmePrice'),
      value: formatPaise(outcome.listPricePaise),
    },
    outcome.discountPaise > 0 && {
      label: t('ui.payments.discount', { code: outcome.discountCode ?? missing }),
      value: `- ${formatPaise(outcome.discountPaise)}`,
    },
    { label: t('ui.payments.amount'), value: formatPaise(outcome.amountPaise) },
    { label: t('ui.payments.orderId'), value: outcome.orderId },
    { label: t('ui.payments.transactionId'), value: outcome.transactionId ?? missing },
    {
      label: t('ui.payments.transactionDate'),
      value: outcome.transactionDate ? formatDate(outcome.transactionDate) : missing,
    },
  ];
  return (
    <DetailsTable
      caption={t('ui.payments.detailsTitle')}
      rows={rows.filter((row): row is DetailRow => row !== false)}
    />
  );
}
