import type { FastifyRequest } from 'fastify';

/** Where a request came from, for the audit log and sessions. */
export function clientInfo(request: FastifyRequest): { ip: string; userAgent: string | null } {
  return {
    ip: request.ip.slice(0, 64),
    userAgent: request.headers['user-agent']?.slice(0, 300) ?? null,
  };
}
