import { Badge, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { HospitalMember } from '@portal/shared';

/** Badge colours (their text is dark enough on the light badge: app/theme.ts). */
const statusColors = { active: 'green', invited: 'blue', requested: 'orange' } as const;

/** Chief Admin as a badge, so it stands out; Doctor as plain text. */
export function MemberRole({ member }: { member: HospitalMember }) {
  const { t } = useTranslation();
  return member.role === 'chief_admin' ? (
    <Badge color="brand" variant="filled" radius="sm" miw="max-content">
      {t('ui.members.role.chiefAdmin')}
    </Badge>
  ) : (
    t('ui.members.role.doctor')
  );
}

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
        <Badge color={statusColors[status]} variant="light" radius="sm" miw="max-content">
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
