import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { MSG91_FLOW_PATH } from './msg91-provider';

/** success: takes the message; failure: a 400 with MSG91's error body; hang: never answers. */
export type FakeMsg91Mode = 'success' | 'failure' | 'hang';

export interface FakeMsg91Request {
  authkey: string | undefined;
  body: Record<string, unknown>;
  /** The request id answered (success mode only). */
  requestId: string | null;
}

export interface FakeMsg91 {
  /** The base URL to give as MSG91_BASE_URL. */
  url: string;
  requests: FakeMsg91Request[];
  setMode(mode: FakeMsg91Mode): void;
  close(): Promise<void>;
}

/**
 * A local stand-in for MSG91's Flow API (the same path, header and answers as msg91-provider.ts
 * expects), for tests and for a demo that exercises the real adapter without sending anything.
 */
export async function startFakeMsg91(
  options: { authKey?: string; mode?: FakeMsg91Mode; port?: number } = {},
): Promise<FakeMsg91> {
  let mode: FakeMsg91Mode = options.mode ?? 'success';
  const requests: FakeMsg91Request[] = [];
  const sockets = new Set<Socket>();

  const answer = (response: ServerResponse, status: number, body: object) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
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
      if (options.authKey && authkey !== options.authKey) {
        answer(response, 401, { type: 'error', message: 'Authentication failure' });
      } else if (mode === 'failure') {
        answer(response, 400, { type: 'error', message: 'Template not approved' });
      } else if (mode === 'success') {
        received.requestId = randomBytes(12).toString('hex');
        answer(response, 200, { type: 'success', message: received.requestId });
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
    setMode(next) {
      mode = next;
    },
    close() {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
    },
  };
}
