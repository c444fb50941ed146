import { describe, expect, it } from 'vitest';
import { outboxMessage, outboxPage } from './messaging';

const sms = {
  id: 1,
  channel: 'sms',
  recipient: '9876543210',
  body: 'code 123456',
  status: 'queued',
  attempts: 0,
  lastError: null,
  createdAt: '2026-01-01T00:00:00.000Z',
};

describe('outbox schemas', () => {
  it('accepts SMS and e-mail messages only', () => {
    expect(outboxMessage.parse(sms)).toEqual(sms);
    expect(
      outboxMessage.safeParse({ ...sms, channel: 'email', recipient: 'a@example.in' }).success,
    ).toBe(true);
    expect(outboxMessage.safeParse({ ...sms, channel: 'whatsapp' }).success).toBe(false);
  });

  it('accepts the delivery statuses only, with attempts and the last error', () => {
    for (const status of ['queued', 'sending', 'sent', 'failed', 'delivered']) {
      expect(outboxMessage.safeParse({ ...sms, status }).success).toBe(true);
    }
    expect(outboxMessage.safeParse({ ...sms, status: 'lost' }).success).toBe(false);
    expect(outboxMessage.safeParse({ ...sms, attempts: -1 }).success).toBe(false);
    expect(
      outboxMessage.safeParse({ ...sms, status: 'failed', attempts: 5, lastError: 'HTTP 400' })
        .success,
    ).toBe(true);
  });

  it('pages messages with recordsTotal and recordsFiltered', () => {
    expect(outboxPage.safeParse({ data: [sms], recordsTotal: 1, recordsFiltered: 1 }).success).toBe(
      true,
    );
    expect(
      outboxPage.safeParse({ data: [sms], recordsTotal: 1.5, recordsFiltered: 1 }).success,
    ).toBe(false);
    expect(
      outboxPage.safeParse({
        data: [{ ...sms, body: undefined }],
        recordsTotal: 1,
        recordsFiltered: 1,
      }).success,
    ).toBe(false);
  });
});
