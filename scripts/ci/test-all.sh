#!/usr/bin/env bash
# npm test: every test, phase by phase, each timed (scripts/ci/phases.sh); the run ends with the table
# of phases and the slowest tests (scripts/ci/report.mjs) unless a caller (.ci/run) prints it.
#
# Needs PostgreSQL (TEST_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test), Debian's
# Chromium, coturn and nginx-light: see docs/testing.md.
set -euo pipefail
cd "$(dirname "$0")/../.."
if [ -z "${TEST_TIMINGS_DIR:-}" ]; then
  export TEST_TIMINGS_DIR="$PWD/.test-timings"
  rm -rf "$TEST_TIMINGS_DIR"
  trap 'node scripts/ci/report.mjs' EXIT
fi
# shellcheck source=phases.sh
source scripts/ci/phases.sh
export TEST_DATABASE_URL="${TEST_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/test}"

# Jest twice: the suites with no database and the engine's own database suites on embedded PGlite, the
# default engine (scripts/ci/pglite-suites.mjs picks them and says why); then every suite that touches a
# database (those importing lib/test/db, found by Jest's own dependency graph) on PostgreSQL 15, the
# production engine — among them the two generated suites over every route (hostile input, the
# authorization matrix). `npm run test:unit` alone still runs every suite on PGlite.
pglite_suites() {
  local suites
  suites=$(env -u TEST_DATABASE_URL node scripts/ci/pglite-suites.mjs)
  # shellcheck disable=SC2086
  env -u TEST_DATABASE_URL npm run --silent test:unit -- --runTestsByPath $suites
}
phase "unit: Jest on embedded PGlite (no database, engine suites)" pglite_suites
# Beside it, a newcomer's first `npm run dev` prints no error or warning (issue 45): next dev on a free
# port, one page, on an embedded database of its own. It mostly waits (21 % of the machine for 53 s when
# it ran alone), so it fills the PostgreSQL pass's idle moments instead of adding its minute to the run;
# it writes .next/dev, and the build below starts only once both lanes have ended.
jest_postgres() { phase "unit: Jest database suites on PostgreSQL" npm run --silent test:unit:postgres; }
dev_log() { phase "dev: a clean npm run dev log" node scripts/ci/dev-log-check.mjs; }
lanes unit-postgres:jest_postgres dev:dev_log

# One production build for every browser suite and the resilience tests.
phase "build" npm run --silent build

# Then three lanes. The main e2e, on Chromium's headless shell (e2e/browsers.ts), keeps most of the
# machine busy and is the longest (9 min on an idle machine); the calls suite mostly waits on real time
# (media, the product's polls and retry timers: 47 % of the CPU), and the resilience and proxy tests on
# servers starting and stopping: they follow each other in the third lane (6 min), off the main lane's
# path. Ports, databases and build folders differ between lanes (shutdown and crash share a database
# template, so they stay one after the other).
main_e2e() { phase "e2e: Playwright" env NEXT_DIST_DIR="$(bash scripts/ci/own-dist-dir.sh e2e)" npx playwright test; }
calls() { phase "e2e: calls (two instances, coturn)" env CALLS_HOST_NETWORK=skip npx playwright test -c playwright.calls.config.ts; }
servers() {
  # Every lane's servers run from a build folder of their own (scripts/ci/own-dist-dir.sh).
  phase "resilience: graceful shutdown" env NEXT_DIST_DIR="$(bash scripts/ci/own-dist-dir.sh resilience)" \
    npx tsx --conditions=react-server scripts/resilience/shutdown.ts
  phase "resilience: crash" env NEXT_DIST_DIR="$(bash scripts/ci/own-dist-dir.sh resilience)" \
    npx tsx --conditions=react-server scripts/resilience/crash.ts
  phase "e2e: proxy (nginx, two instances)" npx playwright test -c playwright.proxy.config.ts
}
lanes e2e:main_e2e calls:calls servers:servers

# Last and alone, the calls behind a bad link: setting the link up and down changes this machine's network
# interfaces, and any other browser running then loses the requests it has in flight (ERR_NETWORK_CHANGED;
# playwright.calls.config.ts).
phase "e2e: calls behind a bad link (alone: it changes the host's network)" \
  env CALLS_HOST_NETWORK=only npx playwright test -c playwright.calls.config.ts
