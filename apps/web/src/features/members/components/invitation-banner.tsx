// The feature's texts, registered before anything here renders (this loads with the layout).
import '../text-values';
import { useState } from 'react';
import { Alert, Button, Container, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { InfoIcon } from '@/components/icons';
import { errorMessage } from '@/lib/api-client';
import { notifyError } from '@/lib/notify';
import { useAnswerInvitation, type InvitationAnswer } from '../api/answer-invitation';
import { useOwnMemberships } from '../api/get-own-memberships';
import { notifyAnswer } from '../lib/notify-answer';

/**
 * A doctor's open invitations, above every page until answered: a hospital's chief admin added
 * them and they join only when they accept.
 */
export function InvitationBanner() {
  const { t } = useTranslation();
  const memberships = useOwnMemberships();
  const answer = useAnswerInvitation();
  const [answering, setAnswering] = useState<InvitationAnswer | null>(null);
  const invitations = (memberships.data?.memberships ?? []).filter(
    (row) => row.status === 'invited',
  );
  if (invitations.length === 0) return null;

  const reply = (input: InvitationAnswer) => {
    setAnswering(input);
    answer.mutate(input, {
      onSuccess: ({ message }) => notifyAnswer(message),
      onError: (error) => notifyError(errorMessage(error)),
      onSettled: () => setAnswering(null),
    });
  };

  return (
    <Container size="xl" mb="lg">
      <Stack component="section" aria-label={t('ui.members.invitationsLabel')} gap="sm">
        {invitations.map((invitation) => {
          const busy = answering?.hospitalId === invitation.hospitalId;
          return (
            <Alert key={invitation.hospitalId} color="blue" variant="light" icon={<InfoIcon />}>
              <Group justify="space-between" gap="sm">
                <Text fz="sm" fw={500}>
                  {t('ui.members.invitedBy', { hospital: invitation.hospitalName })}
                </Text>
                <Group gap="xs">
                  <Button
                    size="compact-sm"
                    loading={busy && answering.accept}
                    disabled={answering !== null && !(busy && answering.accept)}
                    aria-label={t('ui.members.acceptLabel', { hospital: invitation.hospitalName })}
                    onClick={() => reply({ hospitalId: invitation.hospitalId, accept: true })}
                  >
                    {t('ui.members.accept')}
                  </Button>
                  <Button
                    size="compact-sm"
                    variant="default"
                    loading={busy && !answering.accept}
                    disabled={answering !== null && !(busy && !answering.accept)}
                    aria-label={t('ui.members.declineLabel', { hospital: invitation.hospitalName })}
                    onClick={() => reply({ hospitalId: invitation.hospitalId, accept: false })}
                  >
                    {t('ui.members.declineInvitation')}
                  </Button>
                </Group>
              </Group>
            </Alert>
          );
        })}
      </Stack>
    </Container>
  );
}
