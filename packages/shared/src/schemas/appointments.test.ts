import { describe, expect, it } from 'vitest';
import { englishText } from '../all-messages';
import type { z } from 'zod';
import { todayInIndia } from '../dates';
import {
  APPOINTMENT_COMMENT_MAX,
  appointmentRequest,
  appointmentRequestFor,
  appointmentStatusLabel,
  appointmentStatusRequest,
  todoListQuery,
} from './appointments';

function issuesOf(schema: z.ZodType, value: unknown): { path: string; message: string }[] {
  const result = schema.safeParse(value);
  return result.success
    ? []
    : result.error.issues.map((issue) => ({
        path: issue.path.join('.'),
        message: englishText(issue.message),
      }));
}

const TODAY = '2026-03-10';
const schema = appointmentRequestFor(() => TODAY);
const valid = { headingId: 3, activityId: 7, doDate: TODAY, comment: 'Bring the reports' };

describe('appointment request', () => {
  it('accepts today and later, with or without a comment', () => {
    expect(schema.parse(valid)).toEqual(valid);
    expect(schema.parse({ ...valid, doDate: '2027-01-31', comment: '' }).comment).toBeNull();
    expect(schema.parse({ ...valid, comment: undefined }).comment).toBeNull();
    expect(schema.parse({ ...valid, comment: null }).comment).toBeNull();
    expect(schema.parse({ ...valid, comment: '  Fasting  ' }).comment).toBe('Fasting');
  });

  it('requires heading, activity and date with the spec messages', () => {
    expect(issuesOf(schema, {})).toEqual([
      { path: 'headingId', message: 'Heading Name is required' },
      { path: 'activityId', message: 'Activity Name is required' },
      { path: 'doDate', message: 'To do date is required' },
    ]);
    expect(issuesOf(schema, { ...valid, doDate: '' })).toEqual([
      { path: 'doDate', message: 'To do date is required' },
    ]);
    expect(issuesOf(schema, { ...valid, headingId: 0 })[0]?.path).toBe('headingId');
  });

  it('refuses a day before today and dates that do not exist', () => {
    expect(issuesOf(schema, { ...valid, doDate: '2026-03-09' })).toEqual([
      { path: 'doDate', message: 'The date cannot be before today' },
    ]);
    expect(issuesOf(schema, { ...valid, doDate: '2026-02-30' })).toEqual([
      { path: 'doDate', message: 'Enter a valid date' },
    ]);
    expect(issuesOf(schema, { ...valid, doDate: '10-Mar-2026' })[0]?.message).toBe(
      'Enter a valid date',
    );
  });

  it('refuses a day more than two years ahead (a slip of the year)', () => {
    expect(schema.safeParse({ ...valid, doDate: '2028-03-10' }).success).toBe(true);
    for (const doDate of ['2028-03-11', '2062-03-10']) {
      expect(issuesOf(schema, { ...valid, doDate })).toEqual([
        {
          path: 'doDate',
          message: 'Check the year: an appointment can be booked up to 2 years ahead',
        },
      ]);
    }
  });

  it('limits the comment to 100 characters', () => {
    expect(APPOINTMENT_COMMENT_MAX).toBe(100);
    expect(schema.safeParse({ ...valid, comment: 'x'.repeat(100) }).success).toBe(true);
    expect(issuesOf(schema, { ...valid, comment: 'x'.repeat(101) })).toEqual([
      { path: 'comment', message: 'Comment can be at most 100 characters' },
    ]);
  });

  it('uses the day in India by default', () => {
    expect(appointmentRequest.safeParse({ ...valid, doDate: todayInIndia() }).success).toBe(true);
  });
});

describe('appointment status request', () => {
  it('takes complete (2) or delete (0) only', () => {
    expect(appointmentStatusRequest.parse({ status: 2 })).toEqual({ status: 2 });
    expect(appointmentStatusRequest.parse({ status: 0 })).toEqual({ status: 0 });
    expect(appointmentStatusRequest.safeParse({ status: 1 }).success).toBe(false);
    expect(appointmentStatusRequest.safeParse({ status: '2' }).success).toBe(false);
  });

  it('labels the statuses a list shows', () => {
    expect(appointmentStatusLabel(1)).toBe('Pending');
    expect(appointmentStatusLabel(2)).toBe('Complete');
  });
});

describe('to-do list query', () => {
  it('defaults to pending, first page of ten', () => {
    expect(todoListQuery.parse({})).toEqual({ status: 1, page: 1, pageSize: 10 });
    expect(
      todoListQuery.parse({ status: '2', from: '2026-03-01', to: '2026-03-31' }),
    ).toMatchObject({ status: 2, from: '2026-03-01', to: '2026-03-31' });
  });

  it('refuses unknown statuses, impossible dates and reversed ranges', () => {
    expect(todoListQuery.safeParse({ status: '0' }).success).toBe(false);
    expect(todoListQuery.safeParse({ from: '2026-02-30' }).success).toBe(false);
    expect(issuesOf(todoListQuery, { from: '2026-04-01', to: '2026-03-01' })).toEqual([
      { path: 'to', message: 'The start date must not be after the end date' },
    ]);
  });
});
