// Throughput of a landing page: `next start` next to nginx serving the same HTML from disk, in one run.
//
//   npm run build   # with NEXT_DIST_DIR / DATA_DIR of your choice
//   NEXT_DIST_DIR=.next-public DATA_DIR=.data-public node scripts/bench/landing-autocannon.mjs [path]
//
// 10 connections (BENCH_CONNECTIONS), BENCH_DURATION seconds each (default 10) after a 2 s warm-up;
// prints req/s and p50/p95/p99 latency. Both servers send the page uncompressed (autocannon asks for
// no encoding), nginx with one worker next to the one Node.js process.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startNext, waitForUrl } from './landing-server.mjs';

const pagePath = process.argv[2] ?? '/lawyers-online/civil/metro-manila';
const nextPort = Number(process.env.BENCH_PORT ?? 3203);
const nginxPort = Number(process.env.BENCH_NGINX_PORT ?? nextPort + 1000);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const duration = Number(process.env.BENCH_DURATION ?? 10);
const nginxBin = process.env.NGINX_BIN ?? '/usr/sbin/nginx';

function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** autocannon reports fixed percentiles (no p95), so latencies are collected per response. */
async function load(url, seconds) {
  const latencies = [];
  let non2xx = 0;
  const instance = autocannon({ url, connections, duration: seconds });
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    latencies.push(responseTime);
    if (statusCode < 200 || statusCode >= 300) non2xx++;
  });
  const result = await instance;
  latencies.sort((a, b) => a - b);
  return {
    reqPerSec: result.requests.average,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    requests: result.requests.total,
    errors: result.errors + result.timeouts + non2xx,
    kbPerSec: result.throughput.average / 1024,
  };
}

function startNginx(root) {
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'abogado-nginx-'));
  fs.chmodSync(prefix, 0o755);
  const conf = path.join(prefix, 'nginx.conf');
  fs.writeFileSync(
    conf,
    `worker_processes 1;
daemon off;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 100000;
  server {
    listen 127.0.0.1:${nginxPort};
    root ${root};
    location / { default_type text/html; try_files /page.html =404; }
  }
}
`,
  );
  const child = spawn(nginxBin, ['-p', prefix, '-c', conf], { stdio: ['ignore', 'ignore', 'pipe'], detached: true });
  let stderr = '';
  child.stderr.on('data', (d) => (stderr += d));
  return { child, prefix, stderr: () => stderr };
}

const next = await startNext({ port: nextPort });
let nginx;
try {
  const url = `${next.url}${pagePath}`;
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url}: HTTP ${res.status}`);
  const html = await res.text();
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'abogado-page-'));
  fs.chmodSync(root, 0o755);
  fs.writeFileSync(path.join(root, 'page.html'), html);
  fs.chmodSync(path.join(root, 'page.html'), 0o644);
  nginx = startNginx(root);
  const nginxUrl = `http://127.0.0.1:${nginxPort}/`;
  await waitForUrl(nginxUrl, 10_000).catch((error) => {
    throw new Error(`${error.message}\n${nginx.stderr()}`);
  });
  const same = (await (await fetch(nginxUrl)).text()) === html;

  await load(url, 2);
  const nextResult = await load(url, duration);
  await load(nginxUrl, 2);
  const nginxResult = await load(nginxUrl, duration);

  const row = (name, r) =>
    `${name.padEnd(12)} ${r.reqPerSec.toFixed(0).padStart(7)} req/s   p50 ${r.p50.toFixed(1).padStart(6)} ms   p95 ${r.p95.toFixed(1).padStart(6)} ms   p99 ${r.p99.toFixed(1).padStart(6)} ms   ${r.requests} requests, ${r.errors} errors`;
  console.log(`${pagePath} (${(Buffer.byteLength(html) / 1024).toFixed(0)} kB HTML${same ? ', identical bytes' : ''}), ${connections} connections, ${duration} s each, ${os.cpus().length} CPUs, load ${os.loadavg()[0].toFixed(1)}`);
  console.log(row('next start', nextResult));
  console.log(row('nginx', nginxResult));
  console.log(`next start serves ${((nextResult.reqPerSec / nginxResult.reqPerSec) * 100).toFixed(0)}% of nginx's rate`);
} finally {
  if (nginx) {
    try {
      process.kill(-nginx.child.pid, 'SIGTERM');
    } catch {
      // already stopped
    }
  }
  next.stop();
}
