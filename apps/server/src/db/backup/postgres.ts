import { spawn } from 'node:child_process';
import pg from 'pg';

/**
 * PostgreSQL backups are pg_dump's custom format, restored with pg_restore: compressed, every
 * schema (ours and drizzle's migration journal), restorable into any PostgreSQL of the same or
 * a newer major version. The password goes to the tools in PGPASSWORD, never on the command line
 * (where `ps` would show it).
 */
function toolArguments(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return {
    dbname: parsed.toString(),
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
  };
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'inherit', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => {
      errors += chunk.toString();
    });
    child.on('error', (error) =>
      reject(
        new Error(
          `${command} could not run (is the PostgreSQL client installed?): ${error.message}`,
        ),
      ),
    );
    child.on('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${command} failed (exit ${code}): ${errors.trim()}`)),
    );
  });
}

export async function backupPostgres(url: string, outFile: string): Promise<void> {
  const { dbname, env } = toolArguments(url);
  // No owners or grants: the backup restores under whichever role the target uses.
  await run(
    'pg_dump',
    ['--format=custom', '--no-owner', '--no-privileges', `--file=${outFile}`, `--dbname=${dbname}`],
    env,
  );
}

/** Tables, sequences, views and the like outside PostgreSQL's own schemas. */
export async function relationCount(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: string }>(
      `select count(*) from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname not in ('pg_catalog', 'information_schema')
         and n.nspname not like 'pg\\_toast%' and n.nspname not like 'pg\\_temp%'`,
    );
    return Number(rows[0]!.count);
  } finally {
    await client.end();
  }
}

export async function restorePostgres(
  url: string,
  fromFile: string,
  options: { force: boolean },
): Promise<void> {
  const existing = await relationCount(url);
  if (existing > 0 && !options.force) {
    throw new Error(
      `The target database is not empty (${existing} relations). Restore into a new, empty ` +
        'database, or pass --force to replace what is there.',
    );
  }
  const { dbname, env } = toolArguments(url);
  // One transaction: a restore that fails half-way leaves the database as it was.
  await run(
    'pg_restore',
    [
      '--single-transaction',
      '--exit-on-error',
      '--no-owner',
      '--no-privileges',
      ...(existing > 0 ? ['--clean', '--if-exists'] : []),
      `--dbname=${dbname}`,
      fromFile,
    ],
    env,
  );
}
