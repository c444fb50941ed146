import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECURITY } from '@portal/shared';
import type { DatabaseHandle } from '../../db/client';
import { testDatabase } from '../../../test/helper';
import { openLoginGate } from './login-throttle';
import { takeAttemptSlot } from './repository';

/**
 * Attempts that arrive together, over several connections (on PostgreSQL the pool has four, as
 * instances behind a load balancer would), never pass more than their limit: each is weighed
 * with every attempt let through before it.
 */
describe('limits on attempts that arrive together', () => {
  let handle: DatabaseHandle;
  const ROUNDS = 4;
  const TOGETHER = 30;

  beforeAll(async () => {
    handle = await testDatabase();
  });
  afterAll(async () => {
    await handle.close();
  });

  it('lets at most the free failures of one address check a password', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const mobileNumber = `98765000${round}${round}`;
      const now = new Date();
      const gates = await Promise.all(
        Array.from({ length: TOGETHER }, () =>
          openLoginGate(handle.db, mobileNumber, '203.0.113.7', now),
        ),
      );
      const allowed = gates.filter((gate) => gate.allowed).length;
      expect(allowed, `round ${round}`).toBe(SECURITY.loginFreeFailuresPerSource);
    }
  });

  it('weighs a sign-in with one still being written on another connection', async () => {
    const mobileNumber = '9876500099';
    const ip = '203.0.113.8';
    const now = new Date();
    for (let failure = 1; failure < SECURITY.loginFreeFailuresPerSource; failure += 1) {
      expect((await openLoginGate(handle.db, mobileNumber, ip, now)).allowed).toBe(true);
    }
    // The last free failure is let through in a transaction that has not committed yet.
    let commit!: () => void;
    const committing = new Promise<void>((resolve) => (commit = resolve));
    let letThrough!: () => void;
    const wasLetThrough = new Promise<void>((resolve) => (letThrough = resolve));
    const inFlight = handle.db.transaction(async (tx) => {
      const gate = await openLoginGate(tx, mobileNumber, ip, now);
      letThrough();
      await committing;
      return gate;
    });
    await wasLetThrough;
    const next = openLoginGate(handle.db, mobileNumber, ip, now);
    const early = await Promise.race([
      next.then(() => 'decided'),
      new Promise((resolve) => setTimeout(() => resolve('waiting'), 300)),
    ]);
    expect(early).toBe('waiting');
    commit();
    expect((await inFlight).allowed).toBe(true);
    expect((await next).allowed).toBe(false);
  });

  it('gives out exactly the limit of slots', async () => {
    const limit = 3;
    for (let round = 0; round < ROUNDS; round += 1) {
      const since = new Date(Date.now() - 60_000);
      const slots = await Promise.all(
        Array.from({ length: TOGETHER }, () =>
          takeAttemptSlot(handle.db, 'otp_send', `race-${round}`, limit, since, new Date()),
        ),
      );
      expect(
        slots.filter((slot) => slot !== null),
        `round ${round}`,
      ).toHaveLength(limit);
    }
  });
});
