import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, dataDirHolder, lockDataDir, lockFileOf } from './pglite-lock';

let dir: string;
beforeEach(() => {
  dir = path.join(mkdtempSync(path.join(tmpdir(), 'portal-lock-')), 'pglite');
});
afterEach(() => rmSync(path.dirname(dir), { recursive: true, force: true }));

describe('the PGlite data directory lock', () => {
  it('is taken once, refused while held, and given back', () => {
    const unlock = lockDataDir(dir);
    expect(dataDirHolder(dir)).toBe(process.pid);
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    unlock();
    expect(existsSync(lockFileOf(dir))).toBe(false);
    lockDataDir(dir)();
  });

  it('refuses a directory a live process holds', () => {
    // The parent of the test runner is alive for the whole test.
    writeFileSync(lockFileOf(dir), `${process.ppid}\n`);
    expect(() => lockDataDir(dir)).toThrow(/is open \(pid/);
  });

  it('takes over a file left by a process that died, or by an earlier process of the same pid', () => {
    writeFileSync(lockFileOf(dir), '2147483646\n');
    expect(dataDirHolder(dir)).toBeNull();
    lockDataDir(dir)();
    writeFileSync(lockFileOf(dir), `${process.pid}\n`);
    expect(dataDirHolder(dir)).toBeNull();
    lockDataDir(dir)();
  });
});
