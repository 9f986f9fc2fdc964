#!/usr/bin/env bash
# Everything a change must pass, in order of cost: lint and format, types, vitest (unit,
# component, API on PGlite and, when TEST_DATABASE_URL is set, on PostgreSQL too) with one
# production build made beside it, its first-load JavaScript against the budgets (a size
# check on the build's output, decision 028) and the Playwright journeys against it.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1 PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1

[ -d node_modules ] || npm install --no-audit --no-fund
bash scripts/ensure-chromium.sh

# Each step says when it starts, in seconds since the tests began (CI time, step by step).
started=$SECONDS
step() { printf '\n\033[1m== %s\033[0m (at %d s)\n' "$*" "$((SECONDS - started))"; }
results=.test-results
rm -rf "$results" && mkdir -p "$results"

# The type check runs beside lint (each mostly on one core); its output follows lint's.
step "lint and format, and the type check beside it"
typecheck_log="$(mktemp)"
npm run --silent typecheck > "$typecheck_log" 2>&1 &
typecheck=$!
npm run --silent lint
if ! wait "$typecheck"; then
  cat "$typecheck_log"
  echo "type check failed"
  exit 1
fi
cat "$typecheck_log"
# The build need not check the types again (next.config.ts reads this).
export POPSPOT_TYPES_CHECKED=1

step "production dependencies (npm audit, high and critical)"
node scripts/audit-dependencies.mjs

# Vitest on PGlite keeps about one core busy (1.3 of 2, measured); the other core takes the
# API suite on PostgreSQL and then the build, whose log follows vitest's.
step "vitest (unit, components, API on PGlite); beside it, the API suite on PostgreSQL, then the build"
# Not in $results: the summary reads every file there as a report.
side_log="$(mktemp)"
(
  set -e
  if [ -n "${TEST_DATABASE_URL:-}" ]; then
    echo "== vitest API suite on PostgreSQL ($TEST_DATABASE_URL)"
    npx vitest run --project api --reporter=default --reporter=json --outputFile.json="$results/vitest-postgres.json"
  fi
  echo "== build (at $((SECONDS - started)) s)"
  npx next build
  echo "== build done (at $((SECONDS - started)) s)"
) > "$side_log" 2>&1 &
beside=$!
vitest_status=0
(unset TEST_DATABASE_URL; npx vitest run --reporter=default --reporter=json --outputFile.json="$results/vitest-pglite.json") || vitest_status=$?
step "the API suite on PostgreSQL and the build, run beside vitest"
beside_status=0
wait "$beside" || beside_status=$?
cat "$side_log"
if [ "$vitest_status" -ne 0 ] || [ "$beside_status" -ne 0 ]; then
  echo "vitest on PGlite exited $vitest_status; the PostgreSQL suite and build exited $beside_status"
  exit 1
fi

step "first-load JavaScript budgets"
npx tsx scripts/check-first-load-js.ts

step "end-to-end (Playwright, Debian Chromium)"
PLAYWRIGHT_JSON_OUTPUT_NAME="$results/playwright.json" npx playwright test --reporter=list,json

step "summary"
node scripts/test-summary.mjs "$results"
