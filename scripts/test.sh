#!/usr/bin/env bash
# `npm test`: every check CI runs, in order: lint, types, build, then all Vitest projects
# (unit + integration on PGlite, and on PostgreSQL too when DATABASE_URL is set; end-to-end in Chromium).
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/install-test-deps.sh

echo "== lint"; npx biome check .
echo "== typecheck"; npm run typecheck --silent
echo "== build"; npm run build --silent
echo "== tests"; npx vitest run "$@"
