import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_HEADER } from '@portal/shared';
import { appointments, idempotentAnswers } from '../db/schema';
import { call } from '../../test/helper';
import { appointmentFixture } from '../modules/appointments/appointments-test-setup';

describe('a create sent again with its Idempotency-Key (a retry after a lost answer)', () => {
  const f = appointmentFixture();
  const count = async (patientId: number) =>
    f.ctx.db.$count(appointments, eq(appointments.patientId, patientId));
  const create = (key: string | undefined, patientId: number, cookie = f.a.cookie) =>
    call(f.ctx.app, 'POST', `/api/v1/patients/${patientId}/appointments`, {
      cookie,
      body: f.body({ comment: 'Retried save' }),
      headers: key ? { [IDEMPOTENCY_KEY_HEADER]: key } : {},
    });

  it('answers the first answer again and stores one appointment', async () => {
    const before = await count(f.patientA);
    const first = await create('0f1e2d3c4b5a69788796a5b4c3d2e1f0', f.patientA);
    expect(first.statusCode, first.body).toBe(201);
    const again = await create('0f1e2d3c4b5a69788796a5b4c3d2e1f0', f.patientA);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await count(f.patientA)).toBe(before + 1);

    // Another key, or none, is another appointment.
    expect((await create('1f1e2d3c4b5a69788796a5b4c3d2e1f1', f.patientA)).statusCode).toBe(201);
    expect((await create(undefined, f.patientA)).statusCode).toBe(201);
    expect(await count(f.patientA)).toBe(before + 3);
  });

  it('keeps keys apart per person and per address, and keeps no refusal', async () => {
    const key = '2f1e2d3c4b5a69788796a5b4c3d2e1f2';
    const mine = await create(key, f.patientA);
    expect(mine.statusCode).toBe(201);
    // Another hospital's doctor with the same key: their own save, in their hospital.
    const theirs = await create(key, f.patientB, f.b.cookie);
    expect(theirs.statusCode, theirs.body).toBe(201);
    expect(theirs.json().appointment.id).not.toBe(mine.json().appointment.id);
    // The same key sent to another address runs as a request of its own: here, another
    // hospital's patient, which is not found.
    const elsewhere = await create(key, f.patientB);
    expect(elsewhere.statusCode).toBe(404);

    // A refusal is not kept: the same key with the mistake corrected saves.
    const refusedKey = '3f1e2d3c4b5a69788796a5b4c3d2e1f3';
    const refused = await call(f.ctx.app, 'POST', `/api/v1/patients/${f.patientA}/appointments`, {
      cookie: f.a.cookie,
      body: f.body({ headingId: undefined }),
      headers: { [IDEMPOTENCY_KEY_HEADER]: refusedKey },
    });
    expect(refused.statusCode).toBe(400);
    expect(await f.ctx.db.$count(idempotentAnswers, eq(idempotentAnswers.key, refusedKey))).toBe(0);
    expect((await create(refusedKey, f.patientA)).statusCode).toBe(201);
  });

  it('answers 401 without a session whatever the key', async () => {
    const anonymous = await call(f.ctx.app, 'POST', `/api/v1/patients/${f.patientA}/appointments`, {
      body: f.body(),
      headers: { [IDEMPOTENCY_KEY_HEADER]: '0f1e2d3c4b5a69788796a5b4c3d2e1f0' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
