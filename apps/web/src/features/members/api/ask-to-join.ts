import { useMutation, useQueryClient } from '@tanstack/react-query';
import { okResponse } from '@portal/shared';
import { api } from '@/lib/api-client';
import { ownMembershipsQueryKey } from './get-own-memberships';
import { joinableHospitalsQueryKey } from './get-joinable-hospitals';

/** The doctor asks to join a hospital; 409 member.alreadyRequested / member.alreadyJoined. */
export const askToJoin = (hospitalId: number) =>
  api.post('/me/join-requests', { body: { hospitalId }, schema: okResponse });

export function useAskToJoin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: askToJoin,
    // The search results show the doctor's standing with each hospital; the requests list too.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: joinableHospitalsQueryKey }),
        queryClient.invalidateQueries({ queryKey: ownMembershipsQueryKey }),
      ]),
  });
}
