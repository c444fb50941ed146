import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { applyMigrations, withoutConcurrently } from './migrate';
import { lockDataDir } from './pglite-lock';
import * as schema from './schema';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Repositories accept either the database or a transaction, so callers can group writes. */
export type Executor = Database | Transaction;

/** The rows of a raw SQL query, on either driver (both answer `{ rows }`). */
export async function rowsOf<Row>(db: Executor, query: SQL): Promise<Row[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: Row[] }).rows;
}

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /**
   * Applies the committed migrations, then runs `afterwards` (the seeds) under the same lock, so
   * several instances starting together on one database take turns (db/migrate.ts). `folder`
   * replaces the committed migrations (tests of a migration start from an earlier journal).
   */
  migrate(options?: MigrateOptions): Promise<void>;
  close(): Promise<void>;
}

export interface MigrateOptions {
  afterwards?: () => Promise<void>;
  folder?: string;
}

export type DatabaseTarget =
  | { kind: 'postgres'; url: string; poolSize?: number }
  | {
      kind: 'pglite';
      dataDir: string | null;
      /** A dump (`dumpDataDir`) an in-memory database starts as: tests copy one migrated database. */
      startFrom?: Blob;
    };

/** The migrations folder: beside the bundle in production, in the app folder from source. */
export function migrationsFolder(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const candidates = [path.resolve(here, '../drizzle'), path.resolve(here, '../../drizzle')];
  return candidates.find((candidate) => existsSync(path.join(candidate, 'meta'))) ?? candidates[0]!;
}

/** Ends the pool and waits until every connection has really closed (pool.end does not). */
function endPool(pool: pg.Pool): Promise<void> {
  const open = pool.totalCount;
  if (open === 0) return pool.end();
  return new Promise((resolve, reject) => {
    let closed = 0;
    pool.on('remove', () => {
      closed += 1;
      if (closed === open) resolve();
    });
    pool.end().catch(reject);
  });
}

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: target.poolSize ?? 10 });
    // A connection that dies while idle (a server restart, a failover, a dropped test database)
    // is discarded by the pool; without a listener its error would end the process.
    pool.on('error', (error) => console.warn(`database connection closed: ${error.message}`));
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    return {
      db,
      kind: 'postgres',
      async migrate(options = {}) {
        // One connection for the whole run: the advisory lock is held by it.
        const client = await pool.connect();
        try {
          await applyMigrations(
            {
              run: async (text) => void (await client.query(text)),
              rows: async <T>(text: string) => (await client.query(text)).rows as T[],
            },
            options.folder ?? migrationsFolder(),
            options.afterwards,
          );
        } finally {
          client.release();
        }
      },
      close: () => endPool(pool),
    };
  }
  if (target.dataDir) mkdirSync(target.dataDir, { recursive: true });
  const unlock = target.dataDir ? lockDataDir(target.dataDir) : () => {};
  const client = target.dataDir
    ? new PGlite(target.dataDir)
    : new PGlite(target.startFrom ? { loadDataDir: target.startFrom } : {});
  try {
    await client.waitReady;
  } catch (error) {
    unlock();
    throw error;
  }
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    migrate: (options = {}) =>
      applyMigrations(
        {
          run: async (text) => void (await client.exec(withoutConcurrently(text))),
          rows: async <T>(text: string) => (await client.query<T>(text)).rows,
        },
        options.folder ?? migrationsFolder(),
        options.afterwards,
      ),
    async close() {
      await client.close();
      unlock();
    },
  };
}
