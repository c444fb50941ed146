import { Anchor, List, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { Audience } from '../copy/home';
import { AudienceGlyph } from './content-icons';

/** The five "Who can use our web-platform?" boxes; each title links to its audience page. */
export function AudienceBoxes({ audiences }: { audiences: Audience[] }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 5 }} spacing="lg">
      {audiences.map((audience) => (
        <Paper key={audience.to} withBorder radius="lg" p="lg" className="content-card">
          <Stack gap="sm" h="100%">
            <ThemeIcon size={48} radius="xl" variant="light" aria-hidden="true">
              <AudienceGlyph icon={audience.icon} size={26} />
            </ThemeIcon>
            <Title order={3} fz="lg" lh={1.3}>
              <Anchor component={Link} to={audience.to} c="brand.8" inherit>
                {audience.title}
              </Anchor>
            </Title>
            <Text fz="sm" c="gray.8">
              {audience.text}
            </Text>
            <List spacing={4} fz="sm" mt="auto" listStyleType="none">
              {audience.links.map((link) => (
                <List.Item key={link.to}>
                  <Anchor component={Link} to={link.to} fz="sm">
                    {link.label}
                  </Anchor>
                </List.Item>
              ))}
            </List>
          </Stack>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
