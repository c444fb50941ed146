import { useState } from 'react';
import { Anchor, Badge, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths, type MySubscriptions } from '@portal/shared';
import { formatPaise } from '@/lib/format';

type Row = MySubscriptions['subscriptions'][number];

/** Whether a pack lets patients in now, is used up, has expired or has not started. */
export function Status({ row }: { row: Row }) {
  const { t } = useTranslation();
  // Only tells an expired pack from one not started yet; the server decides which is current.
  const [now] = useState(() => Date.now());
  // Within its dates but with no registration left: it no longer lets a patient in.
  if (row.isCurrent && row.patientCount <= 0)
    return <Badge color="orange.9">{t('ui.subscriptions.usedUp')}</Badge>;
  if (row.isCurrent) return <Badge color="teal.9">{t('ui.subscriptions.current')}</Badge>;
  if (new Date(row.deActivationDate).getTime() <= now)
    return <Badge color="red.7">{t('ui.subscriptions.expired')}</Badge>;
  return <Badge color="gray.7">{t('ui.subscriptions.notStarted')}</Badge>;
}

/** The pack's price, or a dash when it has none. */
export function TotalPrice({ row }: { row: Row }) {
  return row.totalPaise === null ? (
    <Text span c="dimmed" fz="sm">
      -
    </Text>
  ) : (
    formatPaise(row.totalPaise)
  );
}

/**
 * What was paid for a pack, with its receipt when the reader may open it; or that it was not paid
 * online.
 */
export function Paid({ row }: { row: Row }) {
  const { t } = useTranslation();
  if (row.paidPaise === null)
    return (
      <Text span c="dimmed" fz="sm">
        {t('ui.subscriptions.notPaidOnline')}
      </Text>
    );
  if (row.receiptOrderId === null) return formatPaise(row.paidPaise);
  return (
    <>
      {formatPaise(row.paidPaise)}
      <br />
      <Anchor
        component={Link}
        to={paths.paymentSuccess.getHref(row.receiptOrderId, row.planId)}
        fz="sm"
        aria-label={t('ui.subscriptions.receiptOf', { plan: row.subscriptionName })}
      >
        {t('ui.subscriptions.receipt')}
      </Anchor>
    </>
  );
}
