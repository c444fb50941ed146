import { act, screen, waitFor } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../test/api-mock';
import { renderInApp } from '../../test/render';
import { testSession } from '../../test/session';
import {
  clearSession,
  sessionQueryKey,
  startSession,
  useForgetEndedSession,
  useSessionUser,
} from './session';

const HOSPITALS = ['me', 'hospitals'];

/** The server: numbered answers, each a moment after it is asked (a screen is seen waiting). */
function server() {
  const asked = { count: 0 };
  const ask = () => {
    asked.count += 1;
    const answer = [`Answer ${asked.count}`];
    return new Promise<string[]>((resolve) => setTimeout(() => resolve(answer), 50));
  };
  return { asked, ask };
}

type Ask = () => Promise<string[]>;

/** As the root layout: a signed-in screen that watches an answer of the session. */
function Layout({ ask }: { ask: Ask }) {
  const user = useSessionUser();
  useForgetEndedSession(user?.id ?? null);
  return user ? <SignedInScreen ask={ask} /> : <p>Signed out</p>;
}

function SignedInScreen({ ask }: { ask: Ask }) {
  const hospitals = useQuery({ queryKey: HOSPITALS, queryFn: ask });
  return <p>{hospitals.data?.join(', ') ?? 'Loading'}</p>;
}

describe('the answers of an ended session', () => {
  it('are forgotten once the signed-in screens have gone, and not asked for again', async () => {
    const { asked, ask } = server();
    const { queryClient } = renderInApp(<Layout ask={ask} />, { session: testSession() });
    expect(await screen.findByText('Answer 1')).toBeInTheDocument();

    act(() => clearSession(queryClient));

    expect(await screen.findByText('Signed out')).toBeInTheDocument();
    await waitFor(() => expect(queryClient.getQueryState(HOSPITALS)).toBeUndefined());
    expect(queryClient.getQueryData(sessionQueryKey)).toBeNull();
    expect(asked.count).toBe(1);
  });

  it('are not shown to the next user who logs in', async () => {
    const { ask } = server();
    const { queryClient } = renderInApp(<Layout ask={ask} />, { session: testSession() });
    expect(await screen.findByText('Answer 1')).toBeInTheDocument();

    act(() => clearSession(queryClient));
    expect(await screen.findByText('Signed out')).toBeInTheDocument();
    act(() => startSession(queryClient, testSession({ id: 8, fullName: 'Ravi Shah' })));

    // The screen never shows the answer of the session before; it asks again, for the new user.
    expect(await screen.findByText(/^(Loading|Answer \d)$/)).toHaveTextContent('Loading');
    expect(await screen.findByText('Answer 2')).toBeInTheDocument();
  });

  it('stay while the same user is signed in', async () => {
    const { asked, ask } = server();
    const { queryClient } = renderInApp(<Layout ask={ask} />, { session: testSession() });
    expect(await screen.findByText('Answer 1')).toBeInTheDocument();

    act(() => startSession(queryClient, testSession({ remainingPatientQuota: 9 })));

    expect(await screen.findByText('Answer 1')).toBeInTheDocument();
    expect(queryClient.getQueryState(HOSPITALS)?.status).toBe('success');
    expect(asked.count).toBe(1);
  });
});

describe('a reading of the session asked before a login or a logout', () => {
  /** GET /auth/session as the server answers it: held until `answer` is called. */
  function heldSessionReading() {
    let answer: (state: unknown) => void = () => {};
    const calls: string[] = [];
    mockApi({
      'GET /auth/session': () =>
        new Promise((resolve) => {
          calls.push('asked');
          answer = (state) => resolve({ body: state });
        }),
    });
    return { calls, answer: (state: unknown) => answer(state) };
  }

  it('does not undo a login by arriving after it', async () => {
    const reading = heldSessionReading();
    const { queryClient } = renderInApp(<Layout ask={server().ask} />, { session: null });
    // The prerendered page asks who is signed in once hydrated; the person signs in meanwhile.
    void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    await waitFor(() => expect(reading.calls).toEqual(['asked']));
    act(() => startSession(queryClient, testSession()));
    reading.answer({ user: null, demoMode: false, twoFactorEnrolmentRequired: false });

    expect(await screen.findByText('Answer 1')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(queryClient.getQueryData(sessionQueryKey)).toEqual(testSession());
    expect(queryClient.getQueryState(sessionQueryKey)?.error).toBeNull();
  });

  it('does not bring the user back by arriving after a logout', async () => {
    const reading = heldSessionReading();
    const { queryClient } = renderInApp(<Layout ask={server().ask} />, { session: testSession() });
    void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    await waitFor(() => expect(reading.calls).toEqual(['asked']));
    act(() => clearSession(queryClient));
    reading.answer(testSession());

    expect(await screen.findByText('Signed out')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(queryClient.getQueryData(sessionQueryKey)).toBeNull();
  });
});
