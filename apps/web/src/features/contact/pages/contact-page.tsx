import { Container, Grid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { ContactForm } from '../components/contact-form';
import { OfficeCard } from '../components/office-card';

/** #/contact-us, public. */
export function ContactPage() {
  const { t } = useTranslation();
  return (
    <Container size="xl">
      <PageHeader
        title={t('ui.contact.title')}
        description={t('ui.contact.intro')}
        homeBreadcrumb
      />
      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <ContactForm />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <OfficeCard />
        </Grid.Col>
      </Grid>
    </Container>
  );
}
