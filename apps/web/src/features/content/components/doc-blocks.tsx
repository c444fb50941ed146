import {
  Alert,
  Button,
  Group,
  List,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { Link } from 'react-router';
import { AlertIcon, InfoIcon } from '@/components/icons';
import type {
  CardsBlock,
  CopyBlock,
  CopyLink,
  NoticeBlock,
  StepsBlock,
  TextBlock,
} from '../copy/types';
import { ContentCard } from './content-card';

function LinkButtons({ links }: { links: CopyLink[] }) {
  return (
    <Group gap="sm" mt="md">
      {links.map((link, index) => (
        <Button
          key={link.to}
          component={Link}
          to={link.to}
          variant={index === 0 ? 'filled' : 'light'}
        >
          {link.label}
        </Button>
      ))}
    </Group>
  );
}

export function TextSection({ block }: { block: TextBlock }) {
  return (
    <section>
      <Title order={2} fz={{ base: 'xl', sm: 24 }} c="brand.9" mb="sm">
        {block.heading}
      </Title>
      <Stack gap="sm" maw={780}>
        {block.paragraphs?.map((paragraph) => (
          <Text key={paragraph}>{paragraph}</Text>
        ))}
        {block.bullets && (
          <List spacing="xs" withPadding>
            {block.bullets.map((bullet) => (
              <List.Item key={bullet}>{bullet}</List.Item>
            ))}
          </List>
        )}
        {block.note && <Text>{block.note}</Text>}
      </Stack>
      {block.links && <LinkButtons links={block.links} />}
    </section>
  );
}

function CardsSection({ block }: { block: CardsBlock }) {
  return (
    <section>
      <Title order={2} fz={{ base: 'xl', sm: 24 }} c="brand.9" mb="sm">
        {block.heading}
      </Title>
      {block.intro && (
        <Text mb="md" maw={780}>
          {block.intro}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2, md: block.columns ?? 3 }} spacing="lg">
        {block.cards.map((card) => (
          <ContentCard key={'programme' in card ? card.programme : card.title} card={card} />
        ))}
      </SimpleGrid>
    </section>
  );
}

function StepsSection({ block }: { block: StepsBlock }) {
  return (
    <section>
      <Title order={2} fz={{ base: 'xl', sm: 24 }} c="brand.9" mb="md">
        {block.heading}
      </Title>
      <Stack component="ol" gap="lg" m={0} p={0} style={{ listStyle: 'none' }}>
        {block.steps.map((step, index) => (
          <Group component="li" key={step.title} wrap="nowrap" align="flex-start" gap="md">
            <ThemeIcon size={36} radius="xl" className="steps-number" aria-hidden="true">
              <Text span fw={700}>
                {index + 1}
              </Text>
            </ThemeIcon>
            <div>
              <Title order={3} fz="lg">
                {step.title}
              </Title>
              <Text mt={4} maw={680}>
                {step.text}
              </Text>
              {step.link && (
                <Button component={Link} to={step.link.to} variant="light" size="sm" mt="sm">
                  {step.link.label}
                </Button>
              )}
            </div>
          </Group>
        ))}
      </Stack>
    </section>
  );
}

export function Notice({ block }: { block: NoticeBlock }) {
  const warning = block.tone === 'warning';
  return (
    <Alert
      color={warning ? 'red' : 'blue'}
      variant="light"
      radius="lg"
      title={block.title}
      icon={warning ? <AlertIcon /> : <InfoIcon />}
      // Red 7 is just under 4.5:1 on its own tint; the title takes the next shade.
      styles={warning ? { title: { color: 'var(--mantine-color-red-8)' } } : undefined}
    >
      <Text fz="sm" c="gray.9">
        {block.text}
      </Text>
    </Alert>
  );
}

export function DocBlock({ block }: { block: CopyBlock }) {
  switch (block.type) {
    case 'text':
      return <TextSection block={block} />;
    case 'cards':
      return <CardsSection block={block} />;
    case 'steps':
      return <StepsSection block={block} />;
    case 'notice':
      return <Notice block={block} />;
  }
}
