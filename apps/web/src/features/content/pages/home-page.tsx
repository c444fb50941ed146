import {
  Anchor,
  Button,
  Container,
  Grid,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { Link } from 'react-router';
import { LANGUAGES } from '@portal/shared';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '@/lib/use-page-title';
import { AudienceBoxes } from '../components/audience-boxes';
import { CheckList } from '../components/check-list';
import { DownloadIcon } from '../components/content-icons';
import { HomeVideo } from '../components/home-video';
import { Slideshow } from '../components/slideshow';
import { homeCopy } from '../copy/localized';
import '../components/content.css';
import { useLocalizedContent } from '@/lib/localized-content';

function SectionTitle({ children, id }: { children: string; id: string }) {
  return (
    <Title order={2} id={id} fz={{ base: 24, sm: 30 }} c="brand.9" mb="lg">
      {children}
    </Title>
  );
}

function Hero() {
  const home = useLocalizedContent(homeCopy);
  return (
    <Paper radius="xl" p={{ base: 'lg', sm: 40 }} withBorder className="home-hero">
      <Grid gutter={{ base: 'xl', md: 48 }} align="center">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="lg">
            <Title order={1} fz={{ base: 32, sm: 44 }} lh={1.1} c="brand.9">
              {home.title}
            </Title>
            <Text fz={{ base: 'md', sm: 'lg' }} c="gray.8">
              {home.tagline}
            </Text>
            <Group gap="sm">
              <Button component={Link} to="/cancer-patient" size="md">
                {home.patientsCta}
              </Button>
              <Button component={Link} to={home.findDoctorTo} size="md" variant="default">
                {home.findDoctor}
              </Button>
            </Group>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Slideshow slides={home.slides} />
        </Grid.Col>
      </Grid>
    </Paper>
  );
}

function Benefits() {
  const home = useLocalizedContent(homeCopy);
  return (
    <section aria-labelledby="home-benefits">
      <SectionTitle id="home-benefits">{home.benefitsTitle}</SectionTitle>
      <CheckList items={home.benefits} columns={2} />
    </section>
  );
}

function VideoAndPhotos() {
  const home = useLocalizedContent(homeCopy);
  return (
    <Grid gutter={{ base: 'xl', md: 32 }}>
      <Grid.Col span={{ base: 12, md: 6 }}>
        <section aria-labelledby="home-video">
          <SectionTitle id="home-video">{home.videoTitle}</SectionTitle>
          <HomeVideo />
        </section>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 6 }}>
        <section aria-labelledby="home-photos">
          <SectionTitle id="home-photos">{home.photosTitle}</SectionTitle>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            {home.photos.map((photo, index) => (
              // The first picture spans both columns, above the other two.
              <figure
                key={photo.image}
                className="content-figure"
                style={index === 0 ? { gridColumn: '1 / -1' } : undefined}
              >
                <img src={photo.image} alt={photo.alt} width={600} height={400} loading="lazy" />
                <Text component="figcaption" fz="sm" c="gray.8" mt={6}>
                  {photo.caption}
                </Text>
              </figure>
            ))}
          </SimpleGrid>
        </section>
      </Grid.Col>
    </Grid>
  );
}

/** The brochure's address; `?lang=` names a language (English without it). */
const BROCHURE_PATH = '/api/v1/content/brochure.pdf';

function BrochureBand() {
  const home = useLocalizedContent(homeCopy);
  const { t, i18n } = useTranslation();
  return (
    <Paper radius="xl" p={{ base: 'lg', sm: 40 }} bg="brand.0" withBorder>
      <Grid gutter="xl" align="center">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Title order={2} fz={{ base: 22, sm: 26 }} c="brand.9">
            {home.brochureTitle}
          </Title>
          <Text mt="xs" c="gray.8">
            {home.brochureText}
          </Text>
          <Text mt="sm" fz="sm" c="gray.8">
            {home.aboutText}{' '}
            <Anchor component={Link} to={home.aboutLink.to} fw={600} underline="always">
              {home.aboutLink.label}
            </Anchor>
          </Text>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          {/* A plain link: the server sends the PDF as a download. */}
          <Button
            component="a"
            href={home.brochureHref}
            download
            size="md"
            fullWidth
            leftSection={<DownloadIcon size={18} />}
          >
            {t('ui.content.brochure')}
          </Button>
          {/* The same brochure in the other languages, each named in its own script. */}
          <Group justify="center" gap="md" mt="sm">
            {LANGUAGES.filter((language) => language.code !== i18n.language).map((language) => (
              <Anchor
                key={language.code}
                href={`${BROCHURE_PATH}?lang=${language.code}`}
                download
                lang={language.htmlLang}
                fz="sm"
                fw={600}
                underline="always"
              >
                {t('ui.content.brochureIn', { language: language.name })}
              </Anchor>
            ))}
          </Group>
        </Grid.Col>
      </Grid>
    </Paper>
  );
}

/** The public home page (#/home). */
export function HomePage() {
  const home = useLocalizedContent(homeCopy);
  const { t } = useTranslation();
  usePageTitle(t('ui.nav.home'));
  return (
    <Container size="xl">
      <Stack gap={64}>
        <Hero />
        <Benefits />
        <section aria-labelledby="home-audiences">
          <SectionTitle id="home-audiences">{home.audiencesTitle}</SectionTitle>
          <AudienceBoxes audiences={home.audiences} />
        </section>
        <VideoAndPhotos />
        <BrochureBand />
      </Stack>
    </Container>
  );
}
