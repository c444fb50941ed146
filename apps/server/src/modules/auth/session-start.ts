import { SECURITY } from '@portal/shared';
import type { AppConfig } from '../../config/env';
import type { Database } from '../../db/client';
import { randomToken, sha256Hex } from '../../lib/tokens';
import type { SmsSender } from '../messaging/sms';
import { insertSession } from './repository';

/** What the sign-in functions need: the database, the configuration, the SMS sender, a clock. */
export interface AuthDeps {
  db: Database;
  config: AppConfig;
  sms: SmsSender;
  now?: () => Date;
}

/** Who is signing in: the address and browser a session is recorded with. */
export interface Client {
  ip: string;
  userAgent: string | null;
}

export const clock = (deps: AuthDeps) => (deps.now ? deps.now() : new Date());

/**
 * Opens a session for a user who has passed every step of signing in (the password, and the
 * second step when the account has one) and returns its token for the cookie.
 */
export async function startSession(
  deps: AuthDeps,
  userId: number,
  client: Client,
): Promise<string> {
  const token = randomToken();
  const now = clock(deps);
  await insertSession(deps.db, {
    tokenHash: sha256Hex(token),
    userId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + SECURITY.sessionAbsoluteHours * 3_600_000),
    ip: client.ip,
    userAgent: client.userAgent,
  });
  return token;
}
