import { Badge, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { HospitalMember } from '@portal/shared';

/** Badge colour and a text colour dark enough to read on the light badge (WCAG AA). */
const statusColors = {
  active: { badge: 'green', text: '#1e6b30' },
  invited: { badge: 'blue', text: '#134e8a' },
  requested: { badge: 'orange', text: '#8f3b06' },
} as const;

/** Active, Invited or Asked to join, and a note while the admin-made login has no password. */
export function MemberStatus({ member }: { member: HospitalMember }) {
  const { t } = useTranslation();
  // The list holds open memberships only; anything else would be history, shown as it is.
  const status =
    member.status === 'active' || member.status === 'invited' || member.status === 'requested'
      ? member.status
      : null;
  return (
    <Stack gap={2} align="flex-start">
      {status && (
        <Badge
          color={statusColors[status].badge}
          variant="light"
          radius="sm"
          miw="max-content"
          styles={{ root: { color: statusColors[status].text } }}
        >
          {t(`ui.members.status.${status}`)}
        </Badge>
      )}
      {member.passwordPending && (
        <Text fz="xs" c="dimmed">
          {t('ui.members.passwordPending')}
        </Text>
      )}
    </Stack>
  );
}
