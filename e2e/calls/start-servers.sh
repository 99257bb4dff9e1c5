#!/usr/bin/env bash
# The calls e2e: a fresh PostgreSQL database, coturn on loopback, and two `next start` instances on
# that one database (port A plain, port B forcing every ICE candidate through TURN). Playwright
# starts this and stops it at the end; everything below dies with it.
set -euo pipefail
cd "$(dirname "$0")/../.."
: "${CALLS_ADMIN_URL:=postgres://postgres@127.0.0.1:5432/postgres}"
: "${CALLS_DB:=abogado_e2e_calls}"
: "${CALLS_PORT_A:=3110}"
: "${CALLS_PORT_B:=3111}"
: "${CALLS_TURN_PORT:=3490}"
DB_URL="${CALLS_ADMIN_URL%/*}/${CALLS_DB}"
node -e "
const { Client } = require('pg');
const c = new Client({ connectionString: process.argv[1] });
c.connect().then(async () => {
  await c.query('DROP DATABASE IF EXISTS \"' + process.argv[2] + '\" WITH (FORCE)');
  await c.query('CREATE DATABASE \"' + process.argv[2] + '\"');
  await c.end();
});" "$CALLS_ADMIN_URL" "$CALLS_DB"
DATABASE_URL="$DB_URL" npx tsx --conditions=react-server scripts/migrate.ts

pids=()
trap 'kill "${pids[@]}" 2>/dev/null || true' EXIT INT TERM
turnserver -n --listening-ip=127.0.0.1 --relay-ip=127.0.0.1 --listening-port="$CALLS_TURN_PORT" --min-port=49160 --max-port=49400 \
  --use-auth-secret --static-auth-secret=e2e-turn-secret --realm=abogado.test --allow-loopback-peers --cli-password=x --no-tls --no-dtls \
  --log-file=stdout --simple-log >/dev/null 2>&1 &
pids+=($!)
# A build folder of its own: pages these servers regenerate stay out of the main e2e server's (scripts/ci/own-dist-dir.sh).
NEXT_DIST_DIR="$(bash scripts/ci/own-dist-dir.sh calls)"
export NEXT_DIST_DIR
export DATABASE_URL="$DB_URL" NODE_ENV=production SESSION_SECRET=e2e-calls-session-secret-0123456789abcdef
APP_URL="http://localhost:$CALLS_PORT_A" npx next start --keepAliveTimeout 65000 -p "$CALLS_PORT_A" &
pids+=($!)
APP_URL="http://localhost:$CALLS_PORT_B" TURN_URLS="turn:127.0.0.1:$CALLS_TURN_PORT?transport=udp" TURN_SECRET=e2e-turn-secret CALL_ICE_TRANSPORT_POLICY=relay \
  npx next start --keepAliveTimeout 65000 -p "$CALLS_PORT_B" &
pids+=($!)
wait -n
