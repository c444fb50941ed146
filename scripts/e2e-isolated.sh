#!/usr/bin/env bash
# Builds the web app and the server into directories of their own and runs Playwright against
# them on its own port, so several people (or agents) can run end-to-end tests side by side.
# Usage: scripts/e2e-isolated.sh NAME PORT [playwright arguments, e.g. a spec file name]
set -euo pipefail
name="$1"; port="$2"; shift 2
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
(cd apps/web && npx vite build --outDir "dist-$name" --emptyOutDir --logLevel warn && node scripts/prerender.mjs "dist-$name" && node scripts/compress-dist.mjs "dist-$name")
(cd apps/server && SERVER_OUT_DIR="dist-$name" node build.mjs)
E2E_PORT="$port" E2E_SERVER_DIR="apps/server/dist-$name" E2E_WEB_DIST_DIR="apps/web/dist-$name" \
  npx playwright test -c e2e/playwright.config.ts --output "/tmp/e2e-results-$name" "$@"
