import { vi } from 'vitest';

export interface MockAnswer {
  status?: number;
  body?: unknown;
}

export interface MockRequest {
  method: string;
  /** The path under /api/v1, without the query (`/contact/enquiries`). */
  path: string;
  query: URLSearchParams;
  body: unknown;
}

type Handler = (request: MockRequest) => MockAnswer | Promise<MockAnswer>;

/**
 * Answers the app's API calls (its one fetch) from handlers keyed `METHOD /path`; anything else
 * is a 404 in the server's error shape. Returns the calls made, to assert on what was sent.
 */
export function mockApi(handlers: Record<string, Handler>) {
  const calls: MockRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const address = input instanceof Request ? input.url : input.toString();
      const url = new URL(address, 'http://localhost');
      const request: MockRequest = {
        method: init?.method ?? 'GET',
        path: url.pathname.replace(/^\/api\/v1/, ''),
        query: url.searchParams,
        body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      };
      calls.push(request);
      const handler = handlers[`${request.method} ${request.path}`];
      const answer: MockAnswer = handler
        ? await handler(request)
        : { status: 404, body: { error: { code: 'not_found', message: 'Not found' } } };
      return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
        status: answer.status ?? 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}

/** A server refusal in the one error shape, with messages for fields. */
export const refusal = (
  status: number,
  message: string,
  fieldErrors: { path: string; message: string }[] = [],
): MockAnswer => ({ status, body: { error: { code: 'validation', message, fieldErrors } } });

/** An answer the test releases when it wants (to see the loading state in between). */
export function heldAnswer(answer: MockAnswer) {
  let release: () => void = () => {};
  const held = new Promise<MockAnswer>((resolve) => {
    release = () => resolve(answer);
  });
  return { handler: () => held, release };
}

/** A handler that gives its answers in turn, one a call (a 500 once they run out). */
export function inTurn(...answers: MockAnswer[]) {
  return () => answers.shift() ?? refusal(500, 'No more answers in this test.');
}
