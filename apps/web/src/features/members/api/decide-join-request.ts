import { useMutation, useQueryClient } from '@tanstack/react-query';
import { okResponse } from '@portal/shared';
import { api } from '@/lib/api-client';
import { membersQueryKey } from './get-members';

export interface JoinDecision {
  doctorId: number;
  approve: boolean;
}

/** The chief admin answers a doctor's request to join the hospital. */
export const decideJoinRequest = ({ doctorId, approve }: JoinDecision) =>
  api.post(`/hospital/members/${doctorId}/decision`, { body: { approve }, schema: okResponse });

export function useDecideJoinRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideJoinRequest,
    onSettled: () => queryClient.invalidateQueries({ queryKey: membersQueryKey }),
  });
}
