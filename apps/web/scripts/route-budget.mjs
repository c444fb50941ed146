// Sums the gzipped JavaScript a first visit to a route runs: the entry script, the app it starts,
// the route's page chunk, and every chunk those import statically. Fails over budget.
// Usage: node scripts/route-budget.mjs [pageChunkPrefix=login-page] [budgetKb=210]
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chunkGraph, entryOf } from './chunk-graph.mjs';

// ROUTE_BUDGET_DIST checks another build (for example an isolated one) instead of dist/.
const dist =
  process.env.ROUTE_BUDGET_DIST ??
  path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
const [pagePrefix = 'login-page', budgetArg = '210'] = process.argv.slice(2);
const budgetKb = Number(budgetArg);
const assets = path.join(dist, 'assets');

const entry = entryOf(readFileSync(path.join(dist, 'index.html'), 'utf8'));
const page = readdirSync(assets).find(
  (file) => file.startsWith(`${pagePrefix}-`) && file.endsWith('.js'),
);
if (!page) throw new Error(`page chunk ${pagePrefix} not found`);

const { staticClosure, appChunkOf } = chunkGraph(assets);
const seen = new Set();
for (const file of [entry, appChunkOf(entry), page]) staticClosure(file, seen);

const rows = [...seen].map((file) => ({
  file,
  gzipKb: gzipSync(readFileSync(path.join(assets, file))).length / 1024,
}));
rows.sort((a, b) => b.gzipKb - a.gzipKb);
const total = rows.reduce((sum, row) => sum + row.gzipKb, 0);
for (const row of rows) console.log(`${row.gzipKb.toFixed(1).padStart(7)} KB  ${row.file}`);
console.log(
  `${total.toFixed(1).padStart(7)} KB  total for ${pagePrefix} (budget ${budgetKb} KB gzipped)`,
);
process.exitCode = total <= budgetKb ? 0 : 1;
