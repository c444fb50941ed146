import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { DataDirLockedError, dataDirHolder, lockDataDir } from '../pglite-lock';

/**
 * An embedded database is backed up by opening its directory (which refuses while a server has
 * it open: db/pglite-lock.ts) and asking PGlite for a gzipped tarball of it (dumpDataDir), taken
 * with nothing else writing. It is restored by letting a new PGlite load that tarball into an
 * empty directory. Outside production the data directory also holds the generated keys
 * (.dev-secrets.json) without which stored Aadhaar hashes and one-time codes mean nothing; they
 * travel beside the tarball as `<file>.dev-secrets.json`, readable by the owner only.
 */
const SECRETS_FILE = '.dev-secrets.json';
const secretsBeside = (file: string) => `${file}${SECRETS_FILE}`;

/** `pgliteDir` is DATA_DIR/pglite; the keys sit in DATA_DIR. */
export async function backupPglite(pgliteDir: string, outFile: string): Promise<string[]> {
  if (!existsSync(path.join(pgliteDir, 'PG_VERSION'))) {
    throw new Error(`No embedded database in ${pgliteDir}.`);
  }
  const unlock = lockDataDir(pgliteDir);
  try {
    const client = new PGlite(pgliteDir);
    await client.waitReady;
    try {
      // A checkpoint first, so the files in the tarball hold everything committed.
      await client.exec('checkpoint');
      const tarball = await client.dumpDataDir('gzip');
      writeFileSync(outFile, Buffer.from(await tarball.arrayBuffer()), { mode: 0o600 });
    } finally {
      await client.close();
    }
  } finally {
    unlock();
  }
  const written = [outFile];
  const secrets = path.join(path.dirname(pgliteDir), SECRETS_FILE);
  if (existsSync(secrets)) {
    writeFileSync(secretsBeside(outFile), readFileSync(secrets), { mode: 0o600 });
    written.push(secretsBeside(outFile));
  }
  return written;
}

export async function restorePglite(
  pgliteDir: string,
  fromFile: string,
  options: { force: boolean },
): Promise<{ movedAside?: string }> {
  const tarball = new Blob([readFileSync(fromFile)]);
  const holder = dataDirHolder(pgliteDir);
  if (holder !== null) {
    throw new DataDirLockedError(
      `The database in ${pgliteDir} is open (pid ${holder}). Stop the server first.`,
    );
  }
  let movedAside: string | undefined;
  if (existsSync(pgliteDir) && readdirSync(pgliteDir).length > 0) {
    if (!options.force) {
      throw new Error(
        `${pgliteDir} already holds a database. Restore into an empty DATA_DIR, or pass --force ` +
          '(the present one is moved aside, not deleted).',
      );
    }
    movedAside = `${pgliteDir}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
    renameSync(pgliteDir, movedAside);
  }
  mkdirSync(path.dirname(pgliteDir), { recursive: true });
  const unlock = lockDataDir(pgliteDir);
  try {
    const client = new PGlite(pgliteDir, { loadDataDir: tarball });
    await client.waitReady;
    await client.close();
  } finally {
    unlock();
  }
  const secrets = path.join(path.dirname(pgliteDir), SECRETS_FILE);
  if (existsSync(secretsBeside(fromFile))) {
    if (existsSync(secrets)) renameSync(secrets, `${secrets}.before-restore`);
    writeFileSync(secrets, readFileSync(secretsBeside(fromFile)), { mode: 0o600 });
  }
  return movedAside ? { movedAside } : {};
}
