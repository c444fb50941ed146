import {
  bigint,
  bigserial,
  char,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';

export const sessions = pgTable(
  'sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** SHA-256 of the cookie's token; the token itself is never stored. */
    tokenHash: char('token_hash', { length: 64 }).notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ip: varchar('ip', { length: 64 }),
    userAgent: varchar('user_agent', { length: 300 }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Counted events for security limits that must hold across server instances. */
export const authAttempts = pgTable(
  'auth_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: varchar('kind', { length: 20 }).notNull(),
    subject: varchar('subject', { length: 64 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('auth_attempts_lookup_idx').on(t.kind, t.subject, t.createdAt)],
);

export const otpChallenges = pgTable(
  'otp_challenges',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    codeHash: char('code_hash', { length: 64 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: smallint('attempts').notNull().default(0),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    resetTokenHash: char('reset_token_hash', { length: 64 }).unique(),
    resetExpiresAt: timestamp('reset_expires_at', { withTimezone: true }),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** password_reset, account_invite (a set-password link) or mobile_change. */
    purpose: text('purpose').notNull().default('password_reset'),
    /** For mobile_change: the new number the code was sent to. */
    targetMobile: varchar('target_mobile', { length: 10 }),
  },
  (t) => [index('otp_challenges_user_idx').on(t.userId, t.createdAt)],
);

/**
 * An administrator's authenticator app (TOTP, RFC 6238). A row without `enabledAt` is an
 * enrolment waiting for its first code; a confirmed row makes every login ask for a code.
 */
export const twoFactorCredentials = pgTable('two_factor_credentials', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id),
  /** The shared secret, AES-256-GCM under a key derived from APP_SECRET; never stored in clear. */
  secretSealed: text('secret_sealed').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  /** The time step of the last code accepted: no code of it or of an earlier step counts again. */
  lastUsedStep: bigint('last_used_step', { mode: 'number' }),
});

/** One-time recovery codes of a two-factor enrolment, as HMACs; each works once. */
export const twoFactorRecoveryCodes = pgTable(
  'two_factor_recovery_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    codeHash: char('code_hash', { length: 64 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('two_factor_recovery_codes_user_code_idx').on(t.userId, t.codeHash)],
);

/**
 * The second step of a login: a right password of an account with two-factor gets this
 * challenge (its token's SHA-256 is kept) instead of a session, to be finished with a code.
 */
export const twoFactorChallenges = pgTable(
  'two_factor_challenges',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tokenHash: char('token_hash', { length: 64 }).notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Codes tried with it, counted atomically. */
    attempts: smallint('attempts').notNull().default(0),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('two_factor_challenges_user_idx').on(t.userId)],
);

/**
 * The first answer of a create sent with an Idempotency-Key (plugins/idempotency.ts), given
 * again when the same person sends the same key to the same address: a save retried after
 * its answer was lost is not stored twice. Kept a day (auth.cleanup).
 */
export const idempotentAnswers = pgTable(
  'idempotent_answers',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    key: varchar('key', { length: 64 }).notNull(),
    /** Method and address the key was first sent to. */
    route: varchar('route', { length: 300 }).notNull(),
    status: smallint('status').notNull(),
    body: jsonb('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.key] }),
    index('idempotent_answers_created_idx').on(t.createdAt),
  ],
);
