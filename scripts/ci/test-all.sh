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
# How much slower than the reference machine this one runs now (scripts/ci/slowdown.mjs): measured once,
# before any lane starts, so that every lane's waits for the machine's work grow by the same figure.
TEST_SLOWDOWN="${TEST_SLOWDOWN:-$(node scripts/ci/slowdown.mjs)}"
export TEST_SLOWDOWN
echo "machine slowdown: ${TEST_SLOWDOWN}× the reference (waits for media and pages grow by it)"
echo "$TEST_SLOWDOWN" >"$TEST_TIMINGS_DIR/slowdown"

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
# One production build for every browser suite and the resilience tests.
phase "build" npm run --silent build

# Then the database suites on PostgreSQL (the longest Jest pass, all CPU) beside the calls behind a bad link, which
# mostly wait on real time. That suite changes this machine's network interfaces (a network namespace, TUN devices:
# e2e/calls/bad-link.ts), and any Chromium running then loses the requests it has in flight (ERR_NETWORK_CHANGED):
# it runs where no other browser does. Jest's connections to PostgreSQL on loopback are not Chromium's and do not
# notice. After it, in the same lane, a newcomer's first `npm run dev` prints no error or warning (issue 45): next dev
# on a free port, one page, on an embedded database of its own; it writes .next/dev, which no copy of the build takes
# (scripts/ci/own-dist-dir.sh), and ends before the browser lanes copy the build.
jest_postgres() { phase "unit: Jest database suites on PostgreSQL" npm run --silent test:unit:postgres; }
bad_link_then_dev() {
  phase "e2e: calls behind a bad link (beside Jest: it changes the host's network)" \
    env CALLS_HOST_NETWORK=only npx playwright test -c playwright.calls.config.ts
  phase "dev: a clean npm run dev log" node scripts/ci/dev-log-check.mjs
}
lanes unit-postgres:jest_postgres bad-link:bad_link_then_dev

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
