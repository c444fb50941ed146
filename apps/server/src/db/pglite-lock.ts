import { readFileSync, rmSync, writeFileSync } from 'node:fs';

/**
 * PGlite runs inside one process and leaves no lock a second process would notice: its
 * postmaster.pid holds a fixed -42 and stays after close, and a second PGlite opens the same
 * directory and corrupts it. So whoever opens an on-disk PGlite (the server, the backup and
 * restore commands) first takes this pid file beside the directory: `<dataDir>.pid`.
 */
export class DataDirLockedError extends Error {}

/** The directories this process holds. */
const heldHere = new Set<string>();

export function lockFileOf(dataDir: string): string {
  return `${dataDir}.pid`;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The pid holding the directory, or null when nobody (or a process that has died) holds it. */
export function dataDirHolder(dataDir: string): number | null {
  let text: string;
  try {
    text = readFileSync(lockFileOf(dataDir), 'utf8');
  } catch {
    return null;
  }
  const pid = Number.parseInt(text, 10);
  if (pid === process.pid) {
    // Our own pid: held by this process, or left by an earlier one that had the same pid (pid 1
    // of a restarted container).
    return heldHere.has(dataDir) ? pid : null;
  }
  return Number.isInteger(pid) && pid > 0 && isAlive(pid) ? pid : null;
}

/** Takes the directory for this process; answers the function that gives it back. */
export function lockDataDir(dataDir: string): () => void {
  const file = lockFileOf(dataDir);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      // wx: two processes starting together cannot both create it.
      writeFileSync(file, `${process.pid}\n`, { flag: 'wx' });
      heldHere.add(dataDir);
      return () => {
        heldHere.delete(dataDir);
        rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = dataDirHolder(dataDir);
    if (holder !== null) {
      throw new DataDirLockedError(
        `The database in ${dataDir} is open (pid ${holder}, see ${file}). Stop that process first.`,
      );
    }
    // Left by a process that has died (or by this one): taken over.
    rmSync(file, { force: true });
  }
  throw new DataDirLockedError(`Could not take ${file}: another process keeps creating it.`);
}
