import { readMigrationFiles } from 'drizzle-orm/migrator';

/** One connection the migrations run on, start to end (an advisory lock belongs to it). */
export interface MigrationConnection {
  /** Runs SQL text as it is, several statements allowed (the simple query protocol). */
  run(sqlText: string): Promise<void>;
  /** Runs a query and answers its rows. */
  rows<T>(sqlText: string): Promise<T[]>;
}

/**
 * A migration that starts with this line runs statement by statement, each committing on its
 * own: CREATE INDEX CONCURRENTLY, VALIDATE CONSTRAINT and batched backfills need that. It must be
 * safe to run again, since a start that stops half-way runs it once more.
 */
const NO_TRANSACTION = /^--\s*migrate:\s*no-transaction\b/;

/**
 * The embedded PGlite is one process with no other writers while it migrates, and it cannot build
 * an index CONCURRENTLY (single-user mode): there the word is dropped and the index is built at
 * once.
 */
export function withoutConcurrently(statement: string): string {
  return statement.replace(/\b(CREATE|DROP)(\s+UNIQUE)?\s+INDEX\s+CONCURRENTLY\b/gi, '$1$2 INDEX');
}

/** Any number: the lock that makes instances starting together take turns. */
const MIGRATION_LOCK_KEY = 7_240_117;

/** drizzle-kit's own bookkeeping table, so databases migrated before keep their history. */
const JOURNAL_TABLE = '"drizzle"."__drizzle_migrations"';

/**
 * Waits for the migration lock by trying it again and again rather than blocking in one
 * statement: a waiting instance must hold no transaction open, or the first instance's CREATE
 * INDEX CONCURRENTLY (which waits for every open transaction) and this wait would deadlock.
 */
async function takeMigrationLock(connection: MigrationConnection) {
  for (;;) {
    const [row] = await connection.rows<{ locked: boolean }>(
      `select pg_try_advisory_lock(${MIGRATION_LOCK_KEY}) as locked`,
    );
    if (row?.locked) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * Applies the committed migrations (drizzle-kit's journal and SQL files) that the database has
 * not seen, each in its own transaction unless it says otherwise, then runs `afterwards` (the
 * seeds). Everything happens under a session advisory lock: a second instance started at the
 * same moment waits, then finds nothing left to do.
 */
export async function applyMigrations(
  connection: MigrationConnection,
  migrationsFolder: string,
  afterwards?: () => Promise<void>,
): Promise<void> {
  await takeMigrationLock(connection);
  try {
    await connection.run('create schema if not exists "drizzle"');
    await connection.run(
      `create table if not exists ${JOURNAL_TABLE} (id serial primary key, hash text not null, created_at bigint)`,
    );
    const [last] = await connection.rows<{ created_at: string | number }>(
      `select created_at from ${JOURNAL_TABLE} order by created_at desc limit 1`,
    );
    const appliedUpTo = last ? Number(last.created_at) : -1;
    for (const migration of readMigrationFiles({ migrationsFolder })) {
      if (migration.folderMillis <= appliedUpTo) continue;
      const record = `insert into ${JOURNAL_TABLE} (hash, created_at) values ('${migration.hash}', ${migration.folderMillis})`;
      const statements = migration.sql.map((statement) => statement.trim()).filter(Boolean);
      if (NO_TRANSACTION.test(statements[0] ?? '')) {
        for (const statement of statements) await connection.run(statement);
        await connection.run(record);
        continue;
      }
      await connection.run('begin');
      try {
        for (const statement of statements) await connection.run(statement);
        await connection.run(record);
        await connection.run('commit');
      } catch (error) {
        await connection.run('rollback');
        throw error;
      }
    }
    if (afterwards) await afterwards();
  } finally {
    await connection.run(`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`);
  }
}
