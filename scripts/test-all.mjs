// `npm test`: every check, in stages; the jobs of a stage run side by side. The static checks
// and the production build share the machine's two cores. Then Lighthouse, vitest and the
// end-to-end suite each have it to themselves: Lighthouse's scores are timings of a simulated
// phone, which a busy machine lowers; vitest and the browser tests side by side were no faster
// (vitest unfinished after 31 min; 27-32 min one after the other) and tests failed on timing.
// A stage whose job fails ends the run after the stage, so the output shows every failure of
// that stage. Each output line carries its job's name.
//
// Usage: node scripts/test-all.mjs   (what `npm test` runs)
import { spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** A job is a name and the npm scripts it runs one after the other. */
export const STAGES = [
  [
    { name: 'typecheck', scripts: ['typecheck'] },
    { name: 'lint', scripts: ['lint'] },
    {
      name: 'checks',
      scripts: ['check:architecture', 'check:unused', 'format:check', 'audit:deps'],
    },
    { name: 'build', scripts: ['build', 'check:budget'] },
  ],
  [{ name: 'lighthouse', scripts: ['check:lighthouse'] }],
  [{ name: 'vitest', scripts: ['test:vitest'] }],
  [{ name: 'e2e', scripts: ['test:playwright'] }],
];

const minutes = (since) => `${((Date.now() - since) / 60_000).toFixed(1)} min`;

/** Runs one npm script, each line of its output prefixed with the job's name. */
function runScript(job, script) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '-s', script], {
      cwd: root,
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on('line', (line) => console.log(`[${job}] ${line}`));
    }
    child.on('close', (code) => resolve(code ?? 1));
  });
}

async function runJob(job) {
  const started = Date.now();
  for (const script of job.scripts) {
    const code = await runScript(job.name, script);
    if (code !== 0) {
      console.log(
        `[${job.name}] FAILED: npm run ${script} exited ${code} after ${minutes(started)}`,
      );
      return false;
    }
  }
  console.log(`[${job.name}] passed in ${minutes(started)}`);
  return true;
}

async function main() {
  const started = Date.now();
  for (const stage of STAGES) {
    const results = await Promise.all(stage.map(runJob));
    if (results.includes(false)) {
      console.log(`npm test FAILED after ${minutes(started)}`);
      process.exit(1);
    }
  }
  console.log(`npm test passed in ${minutes(started)}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
