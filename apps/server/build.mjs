// Bundles the server (and the shared package it imports) into dist/; npm packages stay external.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@portal/'));

// SERVER_OUT_DIR lets a second build (for example an isolated e2e run) sit beside dist/.
const outdir = process.env.SERVER_OUT_DIR ?? 'dist';

await build({
  entryPoints: [
    'src/server.ts',
    'src/cli/seed-demo.ts',
    'src/cli/create-admin.ts',
    'src/cli/reset-two-factor.ts',
    'src/cli/backup.ts',
    'src/cli/restore.ts',
  ],
  outdir,
  outbase: 'src',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external: [...external, 'pg-native'],
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
