import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { HospitalMember } from '@portal/shared';

export type MemberAction = 'remove' | 'makeChief' | 'approve' | 'decline';

interface MemberRowActionsProps {
  member: HospitalMember;
  /** The action of this row that is running, if any. */
  busy: MemberAction | null;
  onAction: (action: MemberAction) => void;
}

/** What the chief admin can do with one row; the chief admin's own row has no actions. */
export function MemberRowActions({ member, busy, onAction }: MemberRowActionsProps) {
  const { t } = useTranslation();
  if (member.role === 'chief_admin') {
    return (
      <Text fz="sm" c="dimmed">
        {t('ui.members.noActions')}
      </Text>
    );
  }

  const button = (action: MemberAction, label: string, props: Record<string, string> = {}) => (
    <Button
      size="compact-sm"
      variant="light"
      loading={busy === action}
      disabled={busy !== null && busy !== action}
      onClick={() => onAction(action)}
      {...props}
    >
      {label}
    </Button>
  );

  return (
    <Group
      gap={6}
      wrap="nowrap"
      role="group"
      aria-label={t('ui.members.actionsFor', { name: member.name })}
    >
      {member.status === 'requested' ? (
        <>
          {button('approve', t('ui.members.approve'), { color: 'green' })}
          {button('decline', t('ui.members.decline'), { variant: 'subtle', color: 'red' })}
        </>
      ) : (
        <>
          {/* A doctor who has not set a password yet could not sign in to manage the hospital
              (the row says so); the server refuses that handover too. */}
          {member.status === 'active' &&
            !member.passwordPending &&
            button('makeChief', t('ui.members.makeChief'))}
          {button('remove', t('ui.members.remove'), { variant: 'subtle', color: 'red' })}
        </>
      )}
    </Group>
  );
}
