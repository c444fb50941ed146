import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_HEADER, message } from '@portal/shared';
import { appointments, doctors, idempotentAnswers } from '../db/schema';
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

  it('refuses a repeat while the first is still running, and runs nothing for it', async () => {
    const key = '4f1e2d3c4b5a69788796a5b4c3d2e1f4';
    const before = await count(f.patientA);
    // Sent twice at once, as after a lost connection: one appointment, one or two answers of it.
    const both = await Promise.all([create(key, f.patientA), create(key, f.patientA)]);
    expect(both.map((answer) => answer.statusCode).sort()).toSatisfy(
      (statuses: number[]) => statuses.join() === '201,201' || statuses.join() === '201,409',
    );
    expect(await count(f.patientA)).toBe(before + 1);

    // The first request of this key is still running (its row claims the key, unanswered).
    const running = '5f1e2d3c4b5a69788796a5b4c3d2e1f5';
    const [doctor] = await f.ctx.db
      .select({ userId: doctors.userId })
      .from(doctors)
      .where(eq(doctors.id, f.a.doctorId));
    await f.ctx.db.insert(idempotentAnswers).values({
      userId: doctor!.userId,
      key: running,
      route: `POST /api/v1/patients/${f.patientA}/appointments`,
      status: 0,
      body: {},
    });
    const repeat = await create(running, f.patientA);
    expect(repeat.statusCode).toBe(409);
    expect(repeat.json().error.code).toBe('still_saving');
    expect(repeat.json().error.message).toBe(message('error.stillSaving'));
    expect(await count(f.patientA)).toBe(before + 1);

    // A claim nobody answered for minutes (its server stopped) is taken over and runs.
    await f.ctx.db
      .update(idempotentAnswers)
      .set({ createdAt: new Date(Date.now() - 3 * 60_000) })
      .where(eq(idempotentAnswers.key, running));
    const takenOver = await create(running, f.patientA);
    expect(takenOver.statusCode, takenOver.body).toBe(201);
    expect(await count(f.patientA)).toBe(before + 2);
    const replay = await create(running, f.patientA);
    expect(replay.json()).toEqual(takenOver.json());
  });

  it('answers 401 without a session whatever the key', async () => {
    const anonymous = await call(f.ctx.app, 'POST', `/api/v1/patients/${f.patientA}/appointments`, {
      body: f.body(),
      headers: { [IDEMPOTENCY_KEY_HEADER]: '0f1e2d3c4b5a69788796a5b4c3d2e1f0' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
