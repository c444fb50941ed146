#!/usr/bin/env node
// Fails when a production dependency has a known critical vulnerability, from the registry's
// advisory data (`npm audit`). When the advisory service cannot be reached (no network, or a
// registry mirror that does not serve advisories) it says so loudly and passes: the check is
// skipped, not silently green.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/**
 * The verdict on `npm audit --json` output: `fail` with the critical packages, `pass` with the
 * counts, or `skipped` with why the advisories could not be read.
 */
export function judgeAudit(outputText) {
  let report;
  try {
    report = JSON.parse(outputText);
  } catch {
    return { verdict: 'skipped', reason: 'npm audit gave no JSON answer' };
  }
  const counts = report?.metadata?.vulnerabilities;
  if (!counts) {
    const reason = report?.message ?? report?.error?.summary ?? 'no advisory data in the answer';
    return { verdict: 'skipped', reason: String(reason).split('\n')[0] };
  }
  const critical = Object.entries(report.vulnerabilities ?? {})
    .filter(([, entry]) => entry?.severity === 'critical')
    .map(([name]) => name)
    .sort();
  if (critical.length > 0 || (counts.critical ?? 0) > 0) {
    return { verdict: 'fail', critical, counts };
  }
  return { verdict: 'pass', counts };
}

function main() {
  const run = spawnSync('npm', ['audit', '--omit=dev', '--json'], {
    encoding: 'utf8',
    timeout: 120_000,
  });
  const result = judgeAudit(run.stdout ?? '');
  if (result.verdict === 'fail') {
    console.error(
      `Known critical vulnerabilities in production dependencies: ${result.critical.join(', ')}`,
    );
    console.error('Run `npm audit --omit=dev` for the advisories and update or replace them.');
    process.exit(1);
  }
  if (result.verdict === 'skipped') {
    console.warn('\n!!! DEPENDENCY AUDIT SKIPPED: the advisory data could not be read.');
    console.warn(`!!! ${result.reason}`);
    console.warn('!!! Run `npm audit --omit=dev` where the registry serves advisories.\n');
    return;
  }
  const { critical = 0, high = 0, moderate = 0, low = 0 } = result.counts;
  console.log(
    `Dependency audit: no critical vulnerability (high ${high}, moderate ${moderate}, low ${low}, critical ${critical}).`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
