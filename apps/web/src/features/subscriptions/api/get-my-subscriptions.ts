import { queryOptions, useQuery } from '@tanstack/react-query';
import { mySubscriptions } from '@portal/shared';
import { api } from '@/lib/api-client';
import { subscriptionKeys } from '@/lib/query-keys';

/** The session's hospital's packs and counters (doctors of a hospital). */
export const getMySubscriptions = (signal?: AbortSignal) =>
  api.get('/subscriptions/mine', { schema: mySubscriptions, signal });

export const mySubscriptionsQueryOptions = () =>
  queryOptions({
    queryKey: subscriptionKeys.mine(),
    queryFn: ({ signal }) => getMySubscriptions(signal),
  });

export function useMySubscriptions(enabled = true) {
  return useQuery({ ...mySubscriptionsQueryOptions(), enabled });
}
