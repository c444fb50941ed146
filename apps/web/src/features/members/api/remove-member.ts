import { useMutation, useQueryClient } from '@tanstack/react-query';
import { okResponse } from '@portal/shared';
import { api } from '@/lib/api-client';
import { membersQueryKey } from './get-members';

/** Ends a membership or withdraws an invitation; 409 member.cannotRemoveChief for the chief. */
export const removeMember = (doctorId: number) =>
  api.delete(`/hospital/members/${doctorId}`, { schema: okResponse });

export function useRemoveMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeMember,
    onSettled: () => queryClient.invalidateQueries({ queryKey: membersQueryKey }),
  });
}
