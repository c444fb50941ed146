import { useMutation, useQueryClient, type Query, type QueryClient } from '@tanstack/react-query';
import { okResponse, type OwnMemberships } from '@portal/shared';
import { api } from '@/lib/api-client';
import { sessionQueryKey } from '@/lib/session';
import { ownMembershipsQueryKey } from './get-own-memberships';

/** Makes another of the doctor's active memberships the hospital they work in (404 if none). */
export const switchHospital = (hospitalId: number) =>
  api.put('/me/current-hospital', { body: { hospitalId }, schema: okResponse });

const notSession = (query: Query) => query.queryKey[0] !== sessionQueryKey[0];

/**
 * After a switch every cached answer (patients, subscriptions, members…) belongs to the old
 * hospital. Unused ones are dropped so they never show again; the session (hospital,
 * permissions, subscription) and those on screen load afresh. Called once the switcher has left
 * the old hospital's page, so that page neither reloads nor flashes as forbidden.
 */
export async function refreshHospitalQueries(queryClient: QueryClient): Promise<void> {
  queryClient.removeQueries({ type: 'inactive', predicate: notSession });
  await queryClient.invalidateQueries();
}

export function useSwitchHospital() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: switchHospital,
    // The switcher shows the new hospital at once, not the old one until the refetch.
    onSuccess: (_answer, hospitalId) =>
      queryClient.setQueryData<OwnMemberships>(ownMembershipsQueryKey, (old) =>
        old ? { ...old, currentHospitalId: hospitalId } : old,
      ),
  });
}
