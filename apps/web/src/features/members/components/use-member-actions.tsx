import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { paths, type HospitalMember } from '@portal/shared';
import { ConfirmDialog, type ConfirmRequest } from '@/components/confirm-dialog';
import { errorMessage } from '@/lib/api-client';
import { focusPageHeading } from '@/lib/focus-page-heading';
import { doctorName } from '@/lib/format';
import { notifyError } from '@/lib/notify';
import { sessionQueryKey } from '@/lib/session';
import { useDecideJoinRequest } from '../api/decide-join-request';
import { membersQueryKey } from '../api/get-members';
import { useHandOverChiefAdmin } from '../api/hand-over-chief-admin';
import { useRemoveMember } from '../api/remove-member';
import { notifyAnswer } from '../lib/notify-answer';
import type { MemberAction } from './member-row-actions';

type Confirmed = 'remove' | 'makeChief' | 'decline';

/**
 * The Doctors table's row actions: Remove, Make chief admin and Decline behind a confirmation,
 * Approve at once. Every answer's message is the toast; a refusal (409) is the error toast.
 */
export function useMemberActions() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const remove = useRemoveMember();
  const handOver = useHandOverChiefAdmin();
  const decide = useDecideJoinRequest();
  const [pending, setPending] = useState<{ action: Confirmed; member: HospitalMember } | null>(
    null,
  );
  const [opened, setOpened] = useState(false);
  const [deciding, setDeciding] = useState<{ doctorId: number; action: MemberAction } | null>(null);

  const onError = (error: unknown) => notifyError(errorMessage(error));

  const run = (action: MemberAction, member: HospitalMember) => {
    if (action !== 'approve') {
      setPending({ action, member });
      setOpened(true);
      return;
    }
    setDeciding({ doctorId: member.doctorId, action });
    decide.mutate(
      { doctorId: member.doctorId, approve: true },
      {
        onSuccess: ({ message }) => notifyAnswer(message),
        onError,
        onSettled: () => setDeciding(null),
      },
    );
  };

  // This screen is the chief admin's: leave it first, then learn from the session that the
  // role has gone (the other way round the page would flash as forbidden).
  const leaveAsFormerChief = async () => {
    await navigate(paths.dashboard.getHref(), { replace: true });
    queryClient.removeQueries({ queryKey: membersQueryKey });
    await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
  };

  const confirm = () => {
    if (!pending) return;
    const { action, member } = pending;
    const onSettled = () => setOpened(false);
    const onSuccess = ({ message }: { message?: string }) => notifyAnswer(message);
    // Settled after the list is read again: the row went with its buttons, so focus goes on
    // from the page's heading instead of the top of the document.
    const rowGone = (answer: unknown) => {
      setOpened(false);
      if (answer) setTimeout(focusPageHeading, 0);
    };
    if (action === 'decline') {
      decide.mutate(
        { doctorId: member.doctorId, approve: false },
        { onSuccess, onError, onSettled: rowGone },
      );
      return;
    }
    if (action === 'remove') {
      remove.mutate(member.doctorId, { onSuccess, onError, onSettled: rowGone });
      return;
    }
    handOver.mutate(member.doctorId, {
      onSuccess: ({ message }) => {
        notifyAnswer(message);
        void leaveAsFormerChief();
      },
      onError,
      onSettled,
    });
  };

  const request = pending ? confirmRequest(pending, t) : null;

  const dialog = (
    <ConfirmDialog
      title={t('ui.members.confirmTitle')}
      opened={opened}
      request={request}
      busy={
        remove.isPending ||
        handOver.isPending ||
        (decide.isPending && decide.variables.approve === false)
      }
      onConfirm={confirm}
      onCancel={() => setOpened(false)}
    />
  );
  return { run, busy: deciding, dialog };
}

/** What the confirmation asks before a row action that cannot be undone from this screen. */
function confirmRequest(
  { action, member }: { action: Confirmed; member: HospitalMember },
  t: TFunction,
): ConfirmRequest {
  const name = doctorName(member.name);
  const cancelLabel = t('ui.members.cancel');
  switch (action) {
    case 'decline':
      return {
        message: t('ui.members.confirmDecline', { name }),
        confirmLabel: t('ui.members.decline'),
        cancelLabel,
        danger: true,
      };
    case 'remove':
      return {
        message: t(
          member.status === 'invited' ? 'ui.members.confirmWithdraw' : 'ui.members.confirmRemove',
          { name },
        ),
        confirmLabel: t('ui.members.remove'),
        cancelLabel,
        danger: true,
      };
    case 'makeChief':
      return {
        message: t('ui.members.confirmMakeChief', { name }),
        confirmLabel: t('ui.members.makeChief'),
        cancelLabel,
        // The chief admin gives away their own admin rights: only the new one can hand them back.
        final: true,
      };
  }
}
