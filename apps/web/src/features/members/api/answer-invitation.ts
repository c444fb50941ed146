import { useMutation, useQueryClient } from '@tanstack/react-query';
import { okResponse } from '@portal/shared';
import { api } from '@/lib/api-client';
import { sessionQueryKey } from '@/lib/session';
import { ownMembershipsQueryKey } from './get-own-memberships';

export interface InvitationAnswer {
  hospitalId: number;
  accept: boolean;
}

/** The doctor accepts or declines a hospital's invitation. */
export const answerInvitation = ({ hospitalId, accept }: InvitationAnswer) =>
  api.post(`/me/invitations/${hospitalId}/answer`, { body: { accept }, schema: okResponse });

export function useAnswerInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerInvitation,
    // Accepting may make it the hospital the doctor works in (when they had none): the session
    // carries that hospital and the permissions that come with it.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ownMembershipsQueryKey }),
        queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
      ]),
  });
}
