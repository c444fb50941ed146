import { useMutation, useQueryClient } from '@tanstack/react-query';
import { okResponse, type OwnMemberships } from '@portal/shared';
import { api, drawPagesFor } from '@/lib/api-client';
import { ownMembershipsQueryKey } from './get-own-memberships';

/** Makes another of the doctor's active memberships the hospital they work in (404 if none). */
export const switchHospital = (hospitalId: number) =>
  api.put('/me/current-hospital', { body: { hospitalId }, schema: okResponse });

export function useSwitchHospital() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: switchHospital,
    onSuccess: (_answer, hospitalId) => {
      // This window's pages are for the new hospital from now on (the session, read again
      // once the switcher has left the old page, then says so too).
      drawPagesFor(hospitalId);
      // The switcher shows the new hospital at once, not the old one until the refetch.
      queryClient.setQueryData<OwnMemberships>(ownMembershipsQueryKey, (old) =>
        old ? { ...old, currentHospitalId: hospitalId } : old,
      );
    },
  });
}
