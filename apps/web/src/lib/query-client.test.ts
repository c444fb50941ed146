import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { createQueryClient } from './query-client';

describe('a save while the browser says it is offline', () => {
  afterEach(() => onlineManager.setOnline(true));

  it('is sent at once and fails with its error, instead of waiting silently', async () => {
    const client = createQueryClient({ onSessionEnded: () => undefined });
    onlineManager.setOnline(false);
    let sent = 0;
    const mutation = client.getMutationCache().build(client, {
      mutationFn: () => {
        sent += 1;
        return Promise.reject(new Error('Could not reach the server'));
      },
    });
    const outcome = Promise.race([
      mutation.execute(undefined).then(
        () => 'saved',
        (error: Error) => error.message,
      ),
      new Promise((resolve) => setTimeout(() => resolve('still waiting'), 1_000)),
    ]);
    expect(await outcome).toBe('Could not reach the server');
    expect(sent).toBe(1);
  });
});

describe('a call the server refuses', () => {
  it('asks for the session again on a plain 403 or a page of another hospital, not on one that says what to do', async () => {
    const said: string[] = [];
    const client = createQueryClient({
      onSessionEnded: () => said.push('session ended'),
      onTwoFactorEnrolmentRequired: () => said.push('two-factor'),
      onForbidden: () => said.push('forbidden'),
      onHospitalChanged: () => said.push('hospital changed'),
    });
    for (const [status, code] of [
      [403, 'forbidden'],
      [409, 'hospital_changed'],
      [409, 'hospital_left'],
      [409, 'conflict'],
      [403, 'payment_pending'],
      [403, 'two_factor_enrolment_required'],
      [401, 'unauthenticated'],
      [404, 'not_found'],
    ] as const) {
      await client
        .fetchQuery({
          queryKey: [code],
          queryFn: () => Promise.reject(new ApiError(status, code, code)),
          retry: false,
        })
        .catch(() => undefined);
    }
    expect(said).toEqual([
      'forbidden',
      'hospital changed',
      'hospital changed',
      'two-factor',
      'session ended',
    ]);
  });

  it('says whether a save or a read found the session ended', async () => {
    const said: string[] = [];
    const client = createQueryClient({ onSessionEnded: (during) => said.push(during) });
    const ended = () => Promise.reject(new ApiError(401, 'unauthenticated', 'Please log in'));
    await client.fetchQuery({ queryKey: ['page'], queryFn: ended, retry: false }).catch(() => 0);
    await client
      .getMutationCache()
      .build(client, { mutationFn: ended })
      .execute(undefined)
      .catch(() => 0);
    expect(said).toEqual(['read', 'save']);
  });
});
