import { useEffect, useRef } from 'react';
import {
  queryOptions,
  useIsMutating,
  useQuery,
  useQueryClient,
  type Query,
  type QueryClient,
} from '@tanstack/react-query';
import type { SessionResponse, SessionUser } from '@portal/shared';
import { api, ApiError, drawPagesFor, pagesDrawnFor } from './api-client';
import { lazySchema } from './lazy-schemas';
import { i18n } from './i18n';
import { rememberSignedIn } from './signed-in-hint';

/*
 * The session (GET /auth/session) is read by the router, both layouts and most features, so it
 * lives here rather than in one feature folder. `null` means "nobody is logged in".
 */

export const sessionQueryKey = ['auth', 'session'] as const;

export const sessionQueryOptions = queryOptions({
  queryKey: sessionQueryKey,
  queryFn: async ({ client, signal }): Promise<SessionResponse | null> => {
    const state = await api.get('/auth/session', { schema: lazySchema('sessionState'), signal });
    rememberSignedIn(state.user !== null);
    if (state.user) return { ...state, user: state.user };
    // Had a session a moment ago: the global handler tells the user it ended, as for a 401.
    if (cachedSessionUser(client))
      throw new ApiError(401, 'unauthenticated', i18n.t('error.unauthenticated'));
    return null;
  },
  retry: false,
  staleTime: 60_000,
  refetchOnWindowFocus: true,
});

export function useSession() {
  return useQuery(sessionQueryOptions);
}

/** The logged-in user, or null. */
export function useSessionUser(): SessionUser | null {
  return useSession().data?.user ?? null;
}

/** Who is logged in as the cache says now, outside a component's render. */
export function cachedSessionUser(client: QueryClient): SessionUser | null {
  return client.getQueryData<SessionResponse | null>(sessionQueryKey)?.user ?? null;
}

/**
 * Sets the session the app now knows of. A reading of it still on its way was asked before, and
 * is dropped: arriving after a login it saw nobody (and, the cache holding a user, said the
 * session had ended); after a logout, it would bring the user back.
 */
function setSession(client: QueryClient, session: SessionResponse | null): void {
  client.setQueryData<SessionResponse | null>(sessionQueryKey, session);
  void client.cancelQueries({ queryKey: sessionQueryKey });
}

/** Stores the answer of a successful login as the current session. */
export function startSession(client: QueryClient, session: SessionResponse): void {
  setSession(client, session);
  rememberSignedIn(true);
}

/**
 * Nobody is logged in from now on. The answers cached for the session are forgotten once the
 * page has been drawn without it (useForgetEndedSession).
 */
export function clearSession(client: QueryClient): void {
  setSession(client, null);
  rememberSignedIn(false);
}

/**
 * Forgets every cached answer of a session that has ended, in an effect of the root layout: by
 * then the screens that showed them have left the page. Removed while a screen still watched it,
 * an answer was asked for again without a session (a 401). (Another user logs in only after the
 * session has ended: the login page is for nobody logged in.)
 */
export function useForgetEndedSession(userId: number | null): void {
  const client = useQueryClient();
  const previous = useRef(userId);
  useEffect(() => {
    if (previous.current !== null && userId === null) {
      client.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
    }
    previous.current = userId;
  }, [client, userId]);
}

export const notSession = (query: Query) => query.queryKey[0] !== sessionQueryKey[0];

/**
 * The logout's mutation. While it runs, a query that may start late (the header's hospitals,
 * whose code loads after the page) holds back through useSigningOut; other queries do not.
 */
export const logoutMutationKey = ['auth', 'logout'] as const;

/** A logout is under way: a read that would start now would be answered 401 once it ends. */
export function useSigningOut(): boolean {
  return useIsMutating({ mutationKey: logoutMutationKey }) > 0;
}

/**
 * Settles once no read of the page is in flight, or after `limitMs`. A logout waits for this
 * before the server ends the session, so a read already asked (a list whose code arrived late)
 * is answered for the session that asked it, not refused as unauthenticated.
 */
export function readsAnswered(client: QueryClient, limitMs = 5_000): Promise<void> {
  return new Promise((resolve) => {
    let unsubscribe = () => {};
    const timer = setTimeout(finish, limitMs);
    function finish() {
      clearTimeout(timer);
      unsubscribe();
      resolve();
    }
    if (client.isFetching() === 0) {
      finish();
      return;
    }
    unsubscribe = client.getQueryCache().subscribe(() => {
      if (client.isFetching() === 0) finish();
    });
  });
}

/**
 * Keeps the window's pages drawn for the session's hospital (drawPagesFor). When the session,
 * read again, names another hospital than the pages were drawn for (another window switched;
 * this window's own switch says so first), `onChanged` leaves the old hospital's page. A doctor
 * left with no hospital stays: the page's guard says it is no longer theirs.
 */
export function followSessionHospital(
  client: QueryClient,
  onChanged: (user: SessionUser) => void,
): () => void {
  return client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    if (notSession(event.query as Query)) return;
    const user = cachedSessionUser(client);
    const before = pagesDrawnFor();
    drawPagesFor(user?.hospitalId ?? null);
    if (user?.hospitalId != null && before !== null && user.hospitalId !== before) onChanged(user);
  });
}

/**
 * After the hospital changed every cached answer (patients, subscriptions, members…) belongs to
 * the old hospital. Unused ones are dropped so they never show again; the session (hospital,
 * permissions, subscription) and those on screen load afresh. Called once the window has left
 * the old hospital's page, so that page neither reloads nor flashes as forbidden.
 */
export async function refreshHospitalQueries(queryClient: QueryClient): Promise<void> {
  queryClient.removeQueries({ type: 'inactive', predicate: notSession });
  await queryClient.invalidateQueries();
}

/**
 * Why the user cannot register patients now, as a message key: no active subscription (the
 * chief admin buys one; another doctor asks them), or an active one with no patients left.
 */
export function registrationBlockedMessage(
  user: Pick<SessionUser, 'hasActiveSubscription' | 'isHospitalAdmin'>,
) {
  if (!user.hasActiveSubscription) {
    return user.isHospitalAdmin ? 'subscription.required' : 'subscription.askChiefAdmin';
  }
  return 'subscription.planOver';
}
