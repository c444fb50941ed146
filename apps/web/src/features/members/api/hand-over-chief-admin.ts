import { useMutation, useQueryClient } from '@tanstack/react-query';
import { okResponse } from '@portal/shared';
import { api } from '@/lib/api-client';
import { membersQueryKey } from './get-members';

/**
 * Gives the chief admin role to an active member. The caller is no longer admin afterwards: the
 * Doctors page leaves for the dashboard, then drops this list and refetches the session (see
 * use-member-actions), so neither the list (403) nor the page (forbidden) reloads in between.
 */
export const handOverChiefAdmin = (doctorId: number) =>
  api.post(`/hospital/members/${doctorId}/chief-admin`, { schema: okResponse });

export function useHandOverChiefAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: handOverChiefAdmin,
    // A refusal (the doctor left, or is no longer active) means the list on screen is stale.
    onError: () => queryClient.invalidateQueries({ queryKey: membersQueryKey }),
  });
}
