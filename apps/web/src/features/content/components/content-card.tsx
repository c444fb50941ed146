import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { programmeByRoute, type Programme, type ProgrammeText } from '@portal/shared';
import type { CopyCard, CopyLink } from '../copy/types';
import { useProgrammeTexts } from '@/lib/programme-texts';

interface CardView {
  title: string;
  text: string;
  to?: string;
  eyebrow?: string;
  meta?: string;
  links?: CopyLink[];
  comingSoon?: boolean;
}

/** A programme box reads the shared programme data, so it always matches its page. */
function toView(card: CopyCard, textOf: (programme: Programme) => ProgrammeText): CardView | null {
  if (!('programme' in card)) return card;
  const programme = programmeByRoute(card.programme);
  if (!programme) return null;
  const text = textOf(programme);
  return {
    title: text.title,
    text: text.summary,
    to: programme.route,
    meta: text.priceLabel,
    comingSoon: programme.comingSoon ?? false,
  };
}

export function ComingSoonBadge() {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color="orange" radius="sm">
      {t('ui.content.comingSoon')}
    </Badge>
  );
}

/** A box on an audience page. With `to`, the whole box is one link named by its title. */
export function ContentCard({ card }: { card: CopyCard }) {
  const view = toView(card, useProgrammeTexts());
  if (!view) return null;
  return (
    <Paper withBorder radius="lg" p="lg" className="content-card">
      <Stack gap="xs" h="100%">
        {view.eyebrow && (
          <Text fz="xs" fw={700} tt="uppercase" c="brand.8" lts={0.5}>
            {view.eyebrow}
          </Text>
        )}
        <Title order={3} fz="lg" lh={1.3}>
          {view.to ? (
            <Link to={view.to} className="content-card-link content-card-title-link">
              {view.title}
            </Link>
          ) : (
            view.title
          )}
        </Title>
        {view.comingSoon && (
          <div>
            <ComingSoonBadge />
          </div>
        )}
        <Text fz="sm" c="gray.8">
          {view.text}
        </Text>
        {view.meta && (
          <Text fz="sm" fw={700} c="brand.9" mt="auto" pt="xs">
            {view.meta}
          </Text>
        )}
        {view.links && view.links.length > 0 && (
          <Group gap="md" mt="auto" pt="xs">
            {view.links.map((link) => (
              <Anchor key={link.to} component={Link} to={link.to} fz="sm" fw={600}>
                {link.label}
              </Anchor>
            ))}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
