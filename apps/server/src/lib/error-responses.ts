import { errorResponse } from '@portal/shared';

/**
 * The failures a route documents (OpenAPI, and the reply's type): each status given, answered
 * in the one error shape. `response: { 200: body, ...errorResponses(400, 401, 403) }`.
 */
export function errorResponses<const Status extends number>(
  ...statuses: Status[]
): Record<Status, typeof errorResponse> {
  return Object.fromEntries(statuses.map((status) => [status, errorResponse])) as Record<
    Status,
    typeof errorResponse
  >;
}
