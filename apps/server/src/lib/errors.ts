import { messages, type MessageKey } from '@portal/shared';

export interface FieldError {
  path: string;
  message: string;
}

/** An error the client should see as it is: status, stable code, human message, field errors. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fieldErrors?: FieldError[],
  ) {
    super(message);
  }
}

const fromKey = (status: number, code: string, key: MessageKey, fieldErrors?: FieldError[]) =>
  new AppError(status, code, messages[key], fieldErrors);

export const errors = {
  unauthenticated: () => fromKey(401, 'unauthenticated', 'error.unauthenticated'),
  forbidden: () => fromKey(403, 'forbidden', 'error.forbidden'),
  /** A self-registered person whose programme is unpaid: their login only pays. */
  paymentPending: () => fromKey(403, 'payment_pending', 'payment.pendingAccess'),
  notFound: () => fromKey(404, 'not_found', 'error.notFound'),
  /** The page's hospital (EXPECTED_HOSPITAL_HEADER) is no longer the doctor's current one. */
  hospitalChanged: () => fromKey(409, 'hospital_changed', 'error.hospitalChanged'),
  /** The page's hospital is one the doctor is no longer a member of (removed meanwhile). */
  hospitalLeft: () => fromKey(409, 'hospital_left', 'error.hospitalLeft'),
  rateLimited: (key: MessageKey = 'error.rateLimited') => fromKey(429, 'rate_limited', key),
  /** A 400 whose message is shown on the named fields. */
  invalidFields: (fieldErrors: FieldError[]) =>
    new AppError(400, 'validation_failed', messages['error.validation'], fieldErrors),
  badRequest: (key: MessageKey, code = 'bad_request') => fromKey(400, code, key),
  conflict: (key: MessageKey, fieldErrors?: FieldError[]) =>
    fromKey(409, 'conflict', key, fieldErrors),
  /** A 409 whose message is also shown on one field (a mobile number or a name taken). */
  conflictOn: (key: MessageKey, path: string) =>
    fromKey(409, 'conflict', key, [{ path, message: messages[key] }]),
};

/** Postgres unique-violation, as raised by both drivers. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const candidate = (error as { cause?: unknown }).cause ?? error;
  const pgError = candidate as { code?: string; constraint?: string; message?: string };
  if (pgError.code !== '23505') return false;
  return (
    !constraint ||
    pgError.constraint === constraint ||
    Boolean(pgError.message?.includes(constraint))
  );
}

/**
 * Postgres refusing to delete a row another still names (a foreign key): the services check what
 * names a row before deleting it, and this answers the race where a reference came in between.
 */
export function isReferencedRowDeletion(error: unknown): boolean {
  const candidate = (error as { cause?: unknown }).cause ?? error;
  const pgError = candidate as { code?: string; message?: string };
  return pgError.code === '23503' && Boolean(pgError.message?.startsWith('update or delete on'));
}
