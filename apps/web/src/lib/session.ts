import { useEffect, useRef } from 'react';
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { SessionResponse, SessionUser } from '@portal/shared';
import { api, ApiError } from './api-client';
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

/** Stores the answer of a successful login as the current session. */
export function startSession(client: QueryClient, session: SessionResponse): void {
  client.setQueryData<SessionResponse | null>(sessionQueryKey, session);
  rememberSignedIn(true);
}

/**
 * Nobody is logged in from now on. The answers cached for the session are forgotten once the
 * page has been drawn without it (useForgetEndedSession).
 */
export function clearSession(client: QueryClient): void {
  client.setQueryData<SessionResponse | null>(sessionQueryKey, null);
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
