#!/usr/bin/env bash
# The proxy e2e: the production layout on one machine. A fresh PostgreSQL database with the demo
# data, coturn on loopback, two `next start` instances on that one database, and nginx in front
# (round robin and the microcache, the settings of docs/operations.md "Running several instances", generated into a
# temp folder and run unprivileged in the foreground). nginx adds X-Upstream ($upstream_addr) to every
# response and X-Cache ($upstream_cache_status: HIT, MISS, BYPASS, ...) to pages, so the tests can see
# which instance answered, or that none did, without the app knowing. Playwright starts this and
# stops it at the end; everything below dies with it.
set -euo pipefail
cd "$(dirname "$0")/../.."
: "${PROXY_ADMIN_URL:=postgres://postgres@127.0.0.1:5432/postgres}"
: "${PROXY_DB:=abogado_e2e_proxy}"
: "${PROXY_PORT:=3120}"
: "${PROXY_PORT_A:=3121}"
: "${PROXY_PORT_B:=3122}"
: "${PROXY_TURN_PORT:=3491}"
: "${PROXY_RUN_DIR:=${TMPDIR:-/tmp}/abogado-proxy-$PROXY_PORT}"
: "${NGINX_BIN:=/usr/sbin/nginx}"
DB_URL="${PROXY_ADMIN_URL%/*}/${PROXY_DB}"
rm -rf "$PROXY_RUN_DIR"
mkdir -p "$PROXY_RUN_DIR/nginx" "$PROXY_RUN_DIR/data"

node -e "
const { Client } = require('pg');
const c = new Client({ connectionString: process.argv[1] });
c.connect().then(async () => {
  await c.query('DROP DATABASE IF EXISTS \"' + process.argv[2] + '\" WITH (FORCE)');
  await c.query('CREATE DATABASE \"' + process.argv[2] + '\"');
  await c.end();
});" "$PROXY_ADMIN_URL" "$PROXY_DB"
DATABASE_URL="$DB_URL" npx tsx --conditions=react-server scripts/migrate.ts
DATABASE_URL="$DB_URL" npx tsx --conditions=react-server scripts/seed.ts --lawyers 20 >/dev/null

pids=()
trap 'kill "${pids[@]}" 2>/dev/null || true' EXIT INT TERM
turnserver -n --listening-ip=127.0.0.1 --relay-ip=127.0.0.1 --listening-port="$PROXY_TURN_PORT" --min-port=49410 --max-port=49600 \
  --use-auth-secret --static-auth-secret=e2e-proxy-turn-secret --realm=abogado.test --allow-loopback-peers --cli-password=x --no-tls --no-dtls \
  --log-file=stdout --simple-log >/dev/null 2>&1 &
pids+=($!)

# What every instance shares: the database, the secrets, the public origin (nginx), uploads (one
# folder here; S3 in production), and the proxy it may believe X-Forwarded-* from.
export DATABASE_URL="$DB_URL" NODE_ENV=production APP_URL="http://localhost:$PROXY_PORT" TRUSTED_PROXIES=127.0.0.1 \
  SESSION_SECRET=e2e-proxy-session-secret-0123456789abcdef SANDBOX_WEBHOOK_SECRET=whsk_e2e_proxy_sandbox_secret \
  DATA_DIR="$PROXY_RUN_DIR/data" SCHEDULER_INTERVAL_SECONDS=2 \
  TURN_URLS="turn:127.0.0.1:$PROXY_TURN_PORT?transport=udp" TURN_SECRET=e2e-proxy-turn-secret
# glibc: keep large blocks (each password hash takes 19 MiB, argon2 in libuv's threads) in mmap, freed
# back to the system at once. By default glibc raises its mmap threshold after the first such block
# is freed, and every later one stays in the heap: RSS grew 19-21 % over the day-of-traffic bench,
# 6.6 % with this (docs/operations.md "Running several instances").
export MALLOC_MMAP_THRESHOLD_="${MALLOC_MMAP_THRESHOLD_:-131072}"
# A build folder of its own: pages these servers regenerate stay out of the main e2e server's (scripts/ci/own-dist-dir.sh).
NEXT_DIST_DIR="$(bash scripts/ci/own-dist-dir.sh proxy)"
export NEXT_DIST_DIR
# node itself (not npx), so the PID files name the server processes the tests may signal.
node node_modules/next/dist/bin/next start -p "$PROXY_PORT_A" &
pids+=($!)
echo $! >"$PROXY_RUN_DIR/instance-a.pid"
node node_modules/next/dist/bin/next start -p "$PROXY_PORT_B" &
pids+=($!)
echo $! >"$PROXY_RUN_DIR/instance-b.pid"
node -e "
(async () => {
  for (const url of process.argv.slice(1)) {
    for (;;) {
      if (await fetch(url).then((r) => r.ok, () => false)) break;
      await new Promise((r) => setTimeout(r, 500));
    }
  }
})();" "http://127.0.0.1:$PROXY_PORT_A/api/v1/health" "http://127.0.0.1:$PROXY_PORT_B/api/v1/health"

n="$PROXY_RUN_DIR/nginx"
cat >"$n/nginx.conf" <<EOF
worker_processes 1;
daemon off;
pid $n/nginx.pid;
error_log $n/error.log warn;
events { worker_connections 1024; }
http {
  client_body_temp_path $n/body;
  proxy_temp_path $n/proxy;
  fastcgi_temp_path $n/fastcgi;
  uwsgi_temp_path $n/uwsgi;
  scgi_temp_path $n/scgi;
  log_format upstream '\$remote_addr "\$request" \$status upstream=\$upstream_addr cache=\$upstream_cache_status';
  access_log $n/access.log upstream;
  client_max_body_size 25m;

  upstream abogado {
    server 127.0.0.1:$PROXY_PORT_A;
    server 127.0.0.1:$PROXY_PORT_B;
    keepalive 16;
    keepalive_timeout 4s;
  }

  # The microcache of docs/operations.md "Running several instances": what the app's Cache-Control allows.
  proxy_cache_path $n/cache levels=1:2 keys_zone=pages:10m max_size=256m inactive=10m use_temp_path=off;
  map \$http_cookie \$abogado_session_cookie {
    default 0;
    "~(^|;)\s*(__Host-)?abogado_session=" 1;
  }

  server {
    listen 127.0.0.1:$PROXY_PORT;
    proxy_http_version 1.1;
    proxy_set_header Connection "";
    proxy_set_header Host \$http_host;
    proxy_set_header X-Forwarded-For \$proxy_add_x_forwarded_for;
    proxy_set_header X-Forwarded-Proto \$scheme;
    proxy_set_header X-Forwarded-Host \$http_host;
    proxy_next_upstream error timeout http_503;

    location /api/ {
      proxy_pass http://abogado;
      proxy_buffering off;
      proxy_read_timeout 1h;
      proxy_send_timeout 1h;
      add_header X-Upstream \$upstream_addr always;
    }

    location / {
      include $PWD/deploy/nginx/pages-location.conf;
    }
  }
}
EOF
"$NGINX_BIN" -p "$n" -c "$n/nginx.conf" -e "$n/error.log" &
pids+=($!)
# Only nginx's end ends the stack: a test stops an instance on purpose (graceful shutdown behind the proxy).
wait $!
