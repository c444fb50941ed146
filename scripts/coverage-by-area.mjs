// Prints the coverage of each area (server, web, shared) from the last `vitest run --coverage`
// (coverage/coverage-summary.json), so a reader of npm test's output sees all three.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const AREAS = { server: 'apps/server/src/', web: 'apps/web/src/', shared: 'packages/shared/src/' };
const METRICS = ['lines', 'branches', 'functions', 'statements'];

const summary = JSON.parse(readFileSync(path.join(root, 'coverage/coverage-summary.json'), 'utf8'));

/** Adds up the covered and total counts of every file under a folder. */
export function areaFigures(fileSummaries, prefix) {
  const sums = Object.fromEntries(METRICS.map((metric) => [metric, { covered: 0, total: 0 }]));
  for (const [file, figures] of Object.entries(fileSummaries)) {
    if (!path.relative(root, file).startsWith(prefix)) continue;
    for (const metric of METRICS) {
      sums[metric].covered += figures[metric].covered;
      sums[metric].total += figures[metric].total;
    }
  }
  return sums;
}

const percent = ({ covered, total }) => (total ? ((covered / total) * 100).toFixed(1) : '-');
const rows = Object.entries(AREAS).map(([area, prefix]) => {
  const sums = areaFigures(summary, prefix);
  return {
    area,
    ...Object.fromEntries(METRICS.map((metric) => [metric, `${percent(sums[metric])} %`])),
  };
});
console.log('Coverage by area (floors in vitest.config.ts):');
console.table(rows);
