import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { MSG91_FLOW_PATH } from './msg91-provider';

/** success: takes the message; failure: a 400 with MSG91's error body; hang: never answers. */
export type FakeMsg91Mode = 'success' | 'failure' | 'hang';

/**
 * With `failingNumbers` on (the demo), a recipient whose number ends in one of these four digits
 * fails this way whatever the mode: `refuse` answers every send with a 400 (the portal retries,
 * then fails it), `undeliver` takes the message and reports it failed, `hang` never answers (the
 * portal times out, retries after the lease, then fails it). docs/deployment.md lists them.
 */
export const FAKE_MSG91_FAILING_ENDINGS = {
  '9991': 'refuse',
  '9992': 'undeliver',
  '9993': 'hang',
} as const;
type FailingBehaviour =
  (typeof FAKE_MSG91_FAILING_ENDINGS)[keyof typeof FAKE_MSG91_FAILING_ENDINGS];

export interface FakeMsg91Request {
  authkey: string | undefined;
  body: Record<string, unknown>;
  /** The request id answered (accepted requests only). */
  requestId: string | null;
}

/** One delivery report the fake posted, and how the portal answered it. */
export interface FakeMsg91Report {
  requestId: string;
  number: string;
  /** MSG91's status code: 1 delivered, 2 failed. */
  status: '1' | '2';
  /** The portal's HTTP status, or null when the post itself failed. */
  answer: number | null;
  error?: string;
}

export interface FakeMsg91Options {
  /** The auth key to expect in the `authkey` header; any key is taken without it. */
  authKey?: string;
  mode?: FakeMsg91Mode;
  /** A loopback port; a free one by default. */
  port?: number;
  /**
   * Where to post a delivery report for each accepted message, as MSG91's webhook does (the v2
   * form-encoded shape), `delayMs` after taking it. A function is asked at report time (the
   * portal's own address is known only once it listens). No reports without it.
   */
  deliveryReports?: { url: string | (() => string | undefined); delayMs?: number };
  /** Numbers ending as in FAKE_MSG91_FAILING_ENDINGS fail as listed there (the demo). */
  failingNumbers?: boolean;
}

export interface FakeMsg91 {
  /** The base URL to give as MSG91_BASE_URL. */
  url: string;
  requests: FakeMsg91Request[];
  reports: FakeMsg91Report[];
  setMode(mode: FakeMsg91Mode): void;
  /**
   * Posts every delivery report still waiting for its delay now, and resolves once all are
   * answered: a test decides when reports arrive (after the portal has recorded the send).
   */
  flushReports(): Promise<void>;
  close(): Promise<void>;
}

const REPORT_TIMEOUT_MS = 5_000;

function recipientsOf(body: Record<string, unknown>): { mobiles: string }[] | null {
  const { recipients } = body;
  if (!Array.isArray(recipients) || recipients.length === 0) return null;
  const valid = recipients.every(
    (recipient) =>
      typeof recipient === 'object' &&
      recipient !== null &&
      typeof (recipient as { mobiles?: unknown }).mobiles === 'string',
  );
  return valid ? (recipients as { mobiles: string }[]) : null;
}

function behaviourOf(mobiles: string): FailingBehaviour | undefined {
  return (FAKE_MSG91_FAILING_ENDINGS as Record<string, FailingBehaviour>)[mobiles.slice(-4)];
}

/**
 * A local stand-in for MSG91's Flow API (the same path, header and answers as msg91-provider.ts
 * expects) and its delivery-report webhook, bound to the loopback interface. The tests use it,
 * and so does the demo (SMS_PROVIDER=fake-msg91, select-provider.ts): the real adapter runs
 * against it and nothing is sent.
 */
export async function startFakeMsg91(options: FakeMsg91Options = {}): Promise<FakeMsg91> {
  let mode: FakeMsg91Mode = options.mode ?? 'success';
  let closed = false;
  const requests: FakeMsg91Request[] = [];
  const reports: FakeMsg91Report[] = [];
  const sockets = new Set<Socket>();
  /** Reports not yet posted or answered; reports waiting for their delay; posts under way. */
  const pendingReports = new Set<Promise<void>>();
  const waitingReports = new Map<NodeJS.Timeout, { post: () => void; drop: () => void }>();
  const inFlightReports = new Set<AbortController>();

  const answer = (response: ServerResponse, status: number, body: object) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };

  const postReport = async (report: Omit<FakeMsg91Report, 'answer'>, senderId: unknown) => {
    const target = options.deliveryReports?.url;
    const url = typeof target === 'function' ? target() : target;
    const recorded: FakeMsg91Report = { ...report, answer: null };
    reports.push(recorded);
    if (!url) {
      recorded.error = 'No delivery-report URL yet';
      return;
    }
    const data = JSON.stringify([
      {
        requestId: report.requestId,
        senderId: typeof senderId === 'string' ? senderId : '',
        report: [
          {
            date: new Date().toISOString(),
            number: report.number,
            status: report.status,
            desc: report.status === '1' ? 'DELIVERED' : 'FAILED',
            ...(report.status === '2' ? { failedReason: 'Absent subscriber' } : {}),
          },
        ],
      },
    ]);
    const abort = new AbortController();
    const timer = setTimeout(() => abort.abort(new Error('timed out')), REPORT_TIMEOUT_MS);
    inFlightReports.add(abort);
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ data }).toString(),
        signal: abort.signal,
      });
      await response.arrayBuffer();
      recorded.answer = response.status;
    } catch (error) {
      recorded.error = error instanceof Error ? error.message : String(error);
    } finally {
      clearTimeout(timer);
      inFlightReports.delete(abort);
    }
  };

  const scheduleReports = (
    requestId: string,
    recipients: { mobiles: string }[],
    senderId: unknown,
  ) => {
    if (!options.deliveryReports) return;
    for (const { mobiles } of recipients) {
      const delivered = !(options.failingNumbers && behaviourOf(mobiles) === 'undeliver');
      const status = delivered ? '1' : '2';
      const pending = new Promise<void>((resolve) => {
        const post = () => {
          waitingReports.delete(timer);
          void postReport({ requestId, number: mobiles, status }, senderId).finally(resolve);
        };
        const timer = setTimeout(post, options.deliveryReports?.delayMs ?? 0);
        timer.unref();
        waitingReports.set(timer, { post, drop: resolve });
      });
      pendingReports.add(pending);
      void pending.finally(() => pendingReports.delete(pending));
    }
  };

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.method !== 'POST' || request.url?.replace(/\/$/, '') !== MSG91_FLOW_PATH) {
        answer(response, 404, { type: 'error', message: 'Not found' });
        return;
      }
      const authkey = request.headers.authkey as string | undefined;
      let body: Record<string, unknown> = {};
      try {
        body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
      } catch {
        answer(response, 400, { type: 'error', message: 'Invalid JSON' });
        return;
      }
      const received: FakeMsg91Request = { authkey, body, requestId: null };
      requests.push(received);
      const recipients = recipientsOf(body);
      const behaviours = options.failingNumbers
        ? (recipients ?? []).map(({ mobiles }) => behaviourOf(mobiles))
        : [];
      if (options.authKey && authkey !== options.authKey) {
        answer(response, 401, { type: 'error', message: 'Authentication failure' });
      } else if (!recipients) {
        answer(response, 400, { type: 'error', message: 'Recipients are missing' });
      } else if (behaviours.includes('hang')) {
        // No answer, as in hang mode.
      } else if (behaviours.includes('refuse')) {
        answer(response, 400, { type: 'error', message: 'Mobile number not valid' });
      } else if (mode === 'failure') {
        answer(response, 400, { type: 'error', message: 'Template not approved' });
      } else if (mode === 'success') {
        received.requestId = randomBytes(12).toString('hex');
        answer(response, 200, { type: 'success', message: received.requestId });
        scheduleReports(received.requestId, recipients, body.sender);
      }
      // hang: no answer; the connection is dropped on close.
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    reports,
    setMode(next) {
      mode = next;
    },
    async flushReports() {
      for (const [timer, { post }] of waitingReports) {
        clearTimeout(timer);
        post();
      }
      while (pendingReports.size > 0) await Promise.all(pendingReports);
    },
    close() {
      if (closed) return Promise.resolve();
      closed = true;
      for (const [timer, { drop }] of waitingReports) {
        clearTimeout(timer);
        drop();
      }
      waitingReports.clear();
      for (const abort of inFlightReports) abort.abort(new Error('the fake closed'));
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
    },
  };
}
