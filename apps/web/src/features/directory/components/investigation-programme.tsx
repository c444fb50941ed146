import '../text-values';
import { Grid, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Programme } from '@portal/shared';

/** The programme's own text and price (shared programme data), above the clinic search. */
export function InvestigationProgramme({ programme }: { programme: Programme }) {
  const { t } = useTranslation();
  return (
    <Paper
      component="section"
      aria-labelledby="investigation-about"
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      mb="lg"
    >
      <Grid gutter={{ base: 'md', md: 'xl' }}>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Title order={2} fz="md" id="investigation-about" mb="xs">
            {t('ui.directory.investAbout')}
          </Title>
          <Text mb="xs">{programme.forWhom}</Text>
          <List spacing={4} size="sm">
            {programme.whatYouGet.map((item) => (
              <List.Item key={item}>{item}</List.Item>
            ))}
          </List>
          <Text fz="sm" c="dimmed" mt="sm">
            {t('ui.directory.investHowToBook')}
          </Text>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="sm">
            <Stack component="dl" gap="sm" m={0}>
              <div>
                <Text component="dt" fz="sm" c="dimmed">
                  {t('ui.directory.investPrice')}
                </Text>
                <Text component="dd" m={0} fz="lg" fw={700} c="brand.9" lh={1.3}>
                  {programme.priceLabel}
                </Text>
              </div>
              <div>
                <Text component="dt" fz="sm" c="dimmed">
                  {t('ui.directory.investDuration')}
                </Text>
                <Text component="dd" m={0} fw={600}>
                  {programme.duration}
                </Text>
              </div>
            </Stack>
            <Text fz="sm" c="gray.8">
              {t('ui.directory.investFree')}
            </Text>
          </Stack>
        </Grid.Col>
      </Grid>
    </Paper>
  );
}
