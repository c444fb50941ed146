import { z } from 'zod';
import {
  MOBILE_LENGTH,
  MOBILE_PATTERN,
  PASSWORD_COMPLEXITY,
  PASSWORD_MAX,
  PASSWORD_MIN,
} from '../constants';
import { isCalendarDate } from '../dates';
import { messageRef } from '../messages';
// Every schema's unnamed rules speak the catalogue (imported for its effect).
import '../zod-messages';

/**
 * What a person's name is made of: letters of any script with their marks (Devanagari and
 * Gujarati vowel signs are marks, and the zero-width joiners some keyboards put in a conjunct),
 * spaces, and . ' ’ - between them ("Dr. A. D'Souza-Rao").
 * A digit or a symbol in a name is a slip of the keyboard, and a record found by it later is not.
 * One pass over the text (no nested repetition), so a long string cannot make it slow.
 */
const PERSON_NAME_PATTERN = /^[\p{L}\p{M}](?:[\p{L}\p{M} .'’-]|\u200C|\u200D)*(?<=[\p{L}\p{M}.])$/u;

/** A person's name (or a part of it): a non-empty one holds only what PERSON_NAME_PATTERN allows. */
export const personName = <T extends z.ZodType<string | undefined>>(text: T) =>
  text.refine(
    (value) => !value || PERSON_NAME_PATTERN.test(value),
    messageRef('common.personNameCharacters'),
  );

/** Trimmed text; an empty string means "not given". */
export const trimmed = () => z.string().trim();

export const optionalText = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .optional()
    .transform((value) => (value ? value : undefined));

export const mobileNumber = z
  .string({ error: messageRef('mobile.required') })
  .trim()
  .min(1, messageRef('mobile.required'))
  .regex(/^[0-9]*$/, messageRef('mobile.invalid'))
  .length(MOBILE_LENGTH, messageRef('mobile.length'))
  .regex(MOBILE_PATTERN, messageRef('mobile.invalid'));

/** A new password under the one policy (DESIGN.md section 4). */
export const newPassword = z
  .string({ error: messageRef('password.required') })
  .min(1, messageRef('password.required'))
  .min(PASSWORD_MIN, messageRef('password.min'))
  .max(PASSWORD_MAX, messageRef('password.max'))
  .regex(PASSWORD_COMPLEXITY, messageRef('password.pattern'));

/** A password typed to log in: only its length is checked, the server decides the rest. */
export const loginPassword = z
  .string({ error: messageRef('password.required') })
  .min(1, messageRef('password.required'))
  .min(PASSWORD_MIN, messageRef('password.min'))
  .max(PASSWORD_MAX, messageRef('password.max'));

export const email = (max: number) =>
  z
    .string()
    .trim()
    .max(max, messageRef('doctor.emailMax'))
    .pipe(z.email(messageRef('common.invalidEmail')));

export const optionalEmail = (max: number) =>
  z
    .string()
    .trim()
    .max(max, messageRef('doctor.emailMax'))
    .refine(
      (value) => value === '' || z.email().safeParse(value).success,
      messageRef('common.invalidEmail'),
    )
    .optional()
    .transform((value) => (value ? value : undefined));

/**
 * The largest whole number a column holds (PostgreSQL integer): ids and counts above it cannot
 * exist, and sent to the database they would fail there instead of being refused here.
 */
export const MAX_STORED_INTEGER = 2_147_483_647;

/** The id of a record, or another positive whole number kept in an integer column. */
export const recordId = z.number().int().positive().max(MAX_STORED_INTEGER);
/** The same from a path or query string. */
export const idParam = z.coerce.number().int().positive().max(MAX_STORED_INTEGER);
export const requiredId = (requiredMessage: string) =>
  z
    .number({ error: requiredMessage })
    .int(requiredMessage)
    .positive(requiredMessage)
    .max(MAX_STORED_INTEGER, requiredMessage);

/** ISO date (yyyy-MM-dd) as typed in a date input. */
export const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, messageRef('common.dateInvalid'));

/**
 * A day as YYYY-MM-DD that the calendar has (a filter's from or to). `message` (from messageRef)
 * is for a day the calendar lacks; the calendar check waits for the format check, so a malformed
 * day gets one message, not two.
 */
export function calendarDay(message: string) {
  return isoDate.refine(isCalendarDate, {
    message,
    when: (payload) => payload.issues.length === 0,
  });
}

interface DayRange {
  from?: string | undefined;
  to?: string | undefined;
}
/** A range of days (YYYY-MM-DD) whose start is not after its end; either may be absent. */
export const daysInOrder = (value: DayRange) => !value.from || !value.to || value.from <= value.to;
/** A range of days that spans at most `max` of them, both ends counted. */
export const spansAtMostDays = (max: number) => (value: DayRange) =>
  !value.from || !value.to || (Date.parse(value.to) - Date.parse(value.from)) / 86_400_000 < max;

/**
 * A rule across fields that runs even when single fields failed, so that one submit marks every
 * invalid field at once (zod skips such rules by default until the whole object is valid). The
 * rule must then read its fields defensively: any of them may be missing or of the wrong type.
 */
export const alongsideFieldErrors = {
  when: (payload: { value: unknown }) =>
    typeof payload.value === 'object' && payload.value !== null,
};

/** Adds the "passwords match" rule to an object with newPassword and confirmPassword. */
export function withMatchingPasswords<
  T extends z.ZodType<{ newPassword: string; confirmPassword: string }>,
>(schema: T) {
  return schema.refine((value) => value.newPassword === value.confirmPassword, {
    message: messageRef('common.passwordMismatch'),
    path: ['confirmPassword'],
    ...alongsideFieldErrors,
  });
}

export const confirmPassword = z
  .string({ error: messageRef('password.confirmRequired') })
  .min(1, messageRef('password.confirmRequired'));

const messageParams = z.record(z.string(), z.union([z.string(), z.number()]));

/**
 * A sentence of the server's: in English, and, for a caller that asks (MESSAGE_KEYS_HEADER),
 * the catalogue key it was made from and its placeholders' values, to show it in any language.
 */
export const serverText = {
  message: z.string(),
  key: z.string().optional(),
  params: messageParams.optional(),
};

export const fieldError = z.object({ path: z.string(), ...serverText });

/** The one error shape of every API answer that is not a success. */
export const errorResponse = z.object({
  error: z.object({
    code: z.string(),
    ...serverText,
    fieldErrors: z.array(fieldError).optional(),
  }),
});
export type ErrorResponse = z.infer<typeof errorResponse>;

export const okResponse = z.object({
  ok: z.literal(true),
  ...serverText,
  message: serverText.message.optional(),
});

/** A done action the person is told about in the server's words (a code sent, a password set). */
export const messageResponse = z.object(serverText);

export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).max(MAX_STORED_INTEGER).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
});

export function pagedResponse<T extends z.ZodType>(row: T) {
  return z.object({
    data: z.array(row),
    recordsTotal: z.number().int(),
    recordsFiltered: z.number().int(),
  });
}

/**
 * An edit of a record others may edit too: the record's revision as the editor read it. The
 * server saves only over that revision (409 otherwise), so a save in another tab is not undone
 * unseen. Left out, the save is not checked (API clients that do not send it).
 */
export const editRevisionQuery = z.object({
  revision: z.coerce.number().int().min(0).max(MAX_STORED_INTEGER).optional(),
});
