#!/usr/bin/env bash
# npm test: type check, unit, API and end-to-end tests. Exits non-zero on any failure.
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p test-results

# Debian's Chromium for the e2e tests: Playwright cannot download its own browser on this network.
if [ -z "${CHROMIUM_PATH:-}" ] && [ ! -x /usr/bin/chromium ]; then
  if [ "$(id -u)" = 0 ]; then
    echo "Installing Debian's chromium for the end-to-end tests..."
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  else
    echo "Chromium is missing: install Debian's 'chromium' package (or set CHROMIUM_PATH)." >&2
    exit 1
  fi
fi

echo "== type check"
npm run --silent typecheck

# The architecture's rules (.dependency-cruiser.cjs): no circles, no arrow back up the layers, areas and
# widgets used through their doors, nothing the server shares holding a store.
echo "== dependency rules"
npm run --silent lint:deps

# The code's shape (scripts/code-shape.mjs): no file over 400 lines, no function over 80, no import
# climbing more than two levels, no raw px outside the UI tokens.
echo "== code shape"
node scripts/code-shape.mjs --check

echo "== unit and API tests (SQLite)"
npx vitest run --reporter=default --reporter=json --outputFile.json=test-results/vitest.json

if [ "${TEST_POSTGRES:-}" = 1 ]; then
  # with-postgres.sh installs Debian's postgresql when it is missing (as root) and starts a throw-away cluster.
  echo "== API tests on PostgreSQL"
  bash scripts/with-postgres.sh npx vitest run --project api --reporter=default --reporter=json --outputFile.json=test-results/vitest-pg.json
fi

echo "== build"
npm run --silent build >/dev/null

# The npm package @simu/widgets: packed, installed into a partner's React 19 app (tests/fixtures/partner-app),
# which must type-check (strict, the package's own declarations checked too) and build.
echo "== package (npm pack, installed in a partner's app)"
npm run --silent test:package

echo "== end-to-end tests (Chromium)"
npx playwright test

node scripts/test-summary.mjs
