import {
  CSRF_HEADER,
  CSRF_HEADER_VALUE,
  EXPECTED_HOSPITAL_HEADER,
  IDEMPOTENCY_KEY_HEADER,
  MESSAGE_KEYS_HEADER,
} from '@portal/shared';
import { currentLanguage, i18n, translateServerText } from './i18n';
import { lazySchema, type LazySchema } from './lazy-schemas';

export const API_BASE = '/api/v1';

export interface FieldError {
  path: string;
  /** In the language in use when the answer came. */
  message: string;
  /** Writes the message again in the language in use (after a switch of language). */
  inLanguage?: () => string;
}

/** Every failed call, in the server's one error shape: { error: { code, message, fieldErrors } }. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fieldErrors: FieldError[] = [],
  ) {
    super(message);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * This page was drawn for a hospital that is no longer the doctor's current one: another window
 * changed it ('hospital_changed'), or the doctor was removed from it ('hospital_left').
 */
export function isHospitalChanged(error: unknown): boolean {
  return (
    isApiError(error) &&
    error.status === 409 &&
    (error.code === 'hospital_changed' || error.code === 'hospital_left')
  );
}

let pageHospital: number | null = null;

/**
 * The hospital the pages of this window are drawn for: sent with every call, so that a call of
 * a page of the old hospital is refused after another window switched (EXPECTED_HOSPITAL_HEADER).
 * Set from the session as it is read, and by this window's own switch.
 */
export function drawPagesFor(hospitalId: number | null): void {
  pageHospital = hospitalId;
}

export function pagesDrawnFor(): number | null {
  return pageHospital;
}

/** The session is gone (expired, revoked, logged out elsewhere): not a wrong password. */
export function isSessionEnded(error: unknown): boolean {
  return isApiError(error) && error.status === 401 && error.code === 'unauthenticated';
}

/** Anything with zod's safeParse: a response schema from @portal/shared. */
export interface ResponseSchema<T> {
  safeParse(data: unknown): { success: true; data: T } | { success: false };
}

type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions<T> {
  body?: unknown;
  query?: Record<string, QueryValue>;
  /**
   * The answer's schema from @portal/shared: its type is the call's, and the answer is checked.
   * Code that runs before the page is interactive passes a lazySchema (lazy-schemas.ts).
   */
  schema: ResponseSchema<T> | LazySchema<ResponseSchema<T>>;
  signal?: AbortSignal;
  /** A create's Idempotency-Key (lib/retry-key.ts): sent again, it gets the first answer. */
  idempotencyKey?: string;
}

/** `?a=1&b=2` of the values given (undefined and null left out), or nothing. */
export function queryString(query: Record<string, QueryValue> | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

const errorResponse = lazySchema('errorResponse');

const networkError = () => new ApiError(0, 'network', i18n.t('ui.error.network'));

/** The schema itself; one that could not be fetched fails the call as the network would. */
async function schemaOf<T>(schema: RequestOptions<T>['schema']): Promise<ResponseSchema<T>> {
  if (!('load' in schema)) return schema;
  try {
    return await schema.load();
  } catch {
    throw networkError();
  }
}

/** The server's error, its sentences in the language in use (it sends their keys). */
async function toApiError(response: Response, payload: unknown): Promise<ApiError> {
  // An error schema that cannot be fetched leaves the status's own sentence below.
  const parsed = await errorResponse.load().then(
    (schema) => schema.safeParse(payload),
    () => ({ success: false }) as const,
  );
  if (parsed.success) {
    const { error } = parsed.data;
    const fieldErrors = (error.fieldErrors ?? []).map((field) => ({
      path: field.path,
      message: translateServerText(field),
      inLanguage: () => translateServerText(field),
    }));
    return new ApiError(response.status, error.code, translateServerText(error), fieldErrors);
  }
  const fallback = response.status >= 500 ? i18n.t('error.internal') : response.statusText;
  return new ApiError(
    response.status,
    `http_${response.status}`,
    fallback || i18n.t('error.internal'),
  );
}

/** A success's own sentence ("Save Successfully!"), in the language in use. */
function withTranslatedMessage<T>(data: T): T {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return data;
  const text = data as { message?: unknown; key?: string; params?: Record<string, string> };
  if (typeof text.message !== 'string') return data;
  return { ...data, message: translateServerText({ ...text, message: text.message }) };
}

async function request<T>(method: string, path: string, options: RequestOptions<T>): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  // CSRF defence: the server refuses state-changing calls without this header.
  if (method !== 'GET') headers[CSRF_HEADER] = CSRF_HEADER_VALUE;
  // Every sentence of the server comes with its catalogue key, to show it in any language.
  headers[MESSAGE_KEYS_HEADER] = '1';
  // Names of reference data (master list entries) come in the language in use.
  headers['accept-language'] = currentLanguage();
  if (pageHospital !== null) headers[EXPECTED_HOSPITAL_HEADER] = String(pageHospital);
  // No content type without a body: the server rejects an empty JSON body.
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.idempotencyKey) headers[IDEMPOTENCY_KEY_HEADER] = options.idempotencyKey;

  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}${queryString(options.query)}`, {
      method,
      headers,
      credentials: 'same-origin',
      body: options.body === undefined ? null : JSON.stringify(options.body),
      signal: options.signal ?? null,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw networkError();
  }

  const payload = await readJson(response);
  if (!response.ok) throw await toApiError(response, payload);
  const parsed = (await schemaOf(options.schema)).safeParse(payload);
  if (!parsed.success)
    throw new ApiError(response.status, 'invalid_response', i18n.t('error.internal'));
  return withTranslatedMessage(parsed.data);
}

export const api = {
  get: <T>(path: string, options: Omit<RequestOptions<T>, 'body'>) =>
    request<T>('GET', path, options),
  post: <T>(path: string, options: RequestOptions<T>) => request<T>('POST', path, options),
  put: <T>(path: string, options: RequestOptions<T>) => request<T>('PUT', path, options),
  patch: <T>(path: string, options: RequestOptions<T>) => request<T>('PATCH', path, options),
  delete: <T>(path: string, options: RequestOptions<T>) => request<T>('DELETE', path, options),
};

/** The text to show for a failed call that no field claims. */
export function errorMessage(error: unknown): string {
  if (isApiError(error)) return error.message;
  return i18n.t('error.internal');
}
