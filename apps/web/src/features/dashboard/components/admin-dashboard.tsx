import '../text-values';
import { Paper, SimpleGrid, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '@portal/shared';
import type { TextKey } from '@/lib/i18n';

interface AdminCard {
  to: string;
  title: TextKey;
  text: TextKey;
}

const cards: AdminCard[] = [
  {
    to: paths.mastersSection.getHref(),
    title: 'ui.admin.masters',
    text: 'ui.dashboard.mastersText',
  },
  {
    to: paths.subscriptionPlanAdmin.getHref(),
    title: 'ui.admin.createSubscription',
    text: 'ui.dashboard.plansText',
  },
  {
    to: paths.couponCodeAdmin.getHref(),
    title: 'ui.admin.couponCode',
    text: 'ui.dashboard.couponsText',
  },
  {
    to: paths.discountCodeAdmin.getHref(),
    title: 'ui.admin.discountCode',
    text: 'ui.dashboard.discountsText',
  },
  {
    to: paths.adminHospitals.getHref(),
    title: 'ui.admin.hospitals',
    text: 'ui.admin.hospitalsCardText',
  },
  {
    to: paths.adminPayments.getHref(),
    title: 'ui.admin.payments',
    text: 'ui.dashboard.paymentsText',
  },
  {
    to: paths.enquiries.getHref(),
    title: 'ui.contact.enquiriesTitle',
    text: 'ui.contact.enquiriesCardText',
  },
  {
    to: paths.outbox.getHref(),
    title: 'ui.admin.outbox',
    text: 'ui.dashboard.outboxText',
  },
  {
    to: paths.jobs.getHref(),
    title: 'ui.jobs.title',
    text: 'ui.jobs.cardText',
  },
  {
    to: paths.auditLog.getHref(),
    title: 'ui.admin.audit',
    text: 'ui.admin.auditCardText',
  },
];

export function AdminDashboard() {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
      {cards.map((card) => (
        <Paper
          key={card.to}
          component={Link}
          to={card.to}
          withBorder
          radius="lg"
          p="lg"
          className="dashboard-card"
        >
          <Title order={2} fz="lg" c="brand.8">
            {t(card.title)}
          </Title>
          <Text c="dimmed" fz="sm" mt={6}>
            {t(card.text)}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
