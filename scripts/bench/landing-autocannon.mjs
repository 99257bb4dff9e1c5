// Throughput of a landing page: `next start` next to nginx serving the same HTML from disk, in one run,
// and `next start` behind the production nginx with its microcache (deploy/nginx/pages-location.conf,
// docs/operations.md "Running several instances"; BENCH_EDGE_PORT, default BENCH_NGINX_PORT+1), which the issue
// asks to reach 80 % of nginx's own rate.
//
//   npm run build   # with NEXT_DIST_DIR / DATA_DIR of your choice
//   NEXT_DIST_DIR=.next-public DATA_DIR=.data-public node scripts/bench/landing-autocannon.mjs [path]
//
// 10 connections (BENCH_CONNECTIONS), BENCH_DURATION seconds each (default 10) after a 2 s warm-up;
// prints req/s and p50/p95/p97.5/p99 latency. All servers send the page uncompressed (autocannon asks for
// no encoding), nginx with one worker next to the one Node.js process.
//
// A third server in the same run: a bare Next.js app (this node_modules, no middleware, no cache
// handler, no headers()) whose one static page has about the same number of bytes — what `next start`
// itself costs, so the ratio to it is this app's own share (BENCH_BARE_PORT, default BENCH_PORT+1).
// BENCH_CPU_PROFILE=1 starts this app's `next start` with --cpu-prof (the .cpuprofile lands in
// BENCH_CPU_PROFILE_DIR, default ./bench-results) and prints the functions that took the most time.
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
const barePort = Number(process.env.BENCH_BARE_PORT ?? nextPort + 1);
const edgePort = Number(process.env.BENCH_EDGE_PORT ?? nginxPort + 1);
const cpuProfileDir = process.env.BENCH_CPU_PROFILE ? path.resolve(process.env.BENCH_CPU_PROFILE_DIR ?? 'bench-results') : null;

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
    p975: percentile(latencies, 97.5),
    p99: percentile(latencies, 99),
    requests: result.requests.total,
    errors: result.errors + result.timeouts + non2xx,
    kbPerSec: result.throughput.average / 1024,
  };
}

/** nginx with one worker in the foreground, in a temporary prefix, with `http` holding `body`. */
function startNginxWith(name, body) {
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), `abogado-${name}-`));
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
  keepalive_requests 100000;
${body(prefix)}
}
`,
  );
  const child = spawn(nginxBin, ['-p', prefix, '-c', conf], { stdio: ['ignore', 'ignore', 'pipe'], detached: true });
  let stderr = '';
  child.stderr.on('data', (d) => (stderr += d));
  return { child, prefix, stderr: () => stderr };
}

/** nginx serving the page's bytes from disk: the ceiling. */
function startNginx(root) {
  return startNginxWith(
    'nginx',
    () => `  sendfile on;
  tcp_nopush on;
  server {
    listen 127.0.0.1:${nginxPort};
    root ${root};
    location / { default_type text/html; try_files /page.html =404; }
  }`,
  );
}

/** nginx as in production in front of `next start`: the microcache location (deploy/nginx). */
function startEdge(upstreamPort, port) {
  return startNginxWith(
    'edge',
    (prefix) => `  upstream abogado { server 127.0.0.1:${upstreamPort}; keepalive 16; keepalive_timeout 4s; }
  proxy_cache_path ${prefix}/cache levels=1:2 keys_zone=pages:10m max_size=256m inactive=10m use_temp_path=off;
  map $http_cookie $abogado_session_cookie { default 0; "~(^|;)\\s*(__Host-)?abogado_session=" 1; }
  server {
    listen 127.0.0.1:${port};
    proxy_http_version 1.1;
    proxy_set_header Connection "";
    proxy_set_header Host $http_host;
    location / { include ${path.resolve('deploy/nginx/pages-location.conf')}; }
  }`,
  );
}

/** A bare Next.js app in a temporary folder: one static page of `textLength` characters. */
async function startBareNext(textLength) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'next-bare-'));
  fs.mkdirSync(path.join(root, 'app'));
  fs.symlinkSync(path.resolve('node_modules'), path.join(root, 'node_modules'));
  fs.writeFileSync(path.join(root, 'next.config.mjs'), "export default { turbopack: { root: '/' } };\n");
  fs.writeFileSync(path.join(root, 'package.json'), '{ "name": "next-bare", "private": true }\n');
  fs.writeFileSync(
    path.join(root, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        strict: true,
        jsx: 'react-jsx',
        module: 'esnext',
        moduleResolution: 'bundler',
        skipLibCheck: true,
        noEmit: true,
        isolatedModules: true,
        lib: ['dom', 'esnext'],
      },
      include: ['**/*.tsx'],
    }),
  );
  fs.writeFileSync(
    path.join(root, 'app/layout.tsx'),
    'export default function L({ children }: { children: React.ReactNode }) { return <html lang="en"><body>{children}</body></html>; }\n',
  );
  // Words rather than one long run, so the page's flight data is the same kind of text as a real page's.
  fs.writeFileSync(
    path.join(root, 'app/page.tsx'),
    `const TEXT = ${JSON.stringify('lorem ipsum dolor '.repeat(Math.ceil(textLength / 18)).slice(0, textLength))};\nexport default function P() { return <main><p>{TEXT}</p></main>; }\n`,
  );
  const bin = path.resolve('node_modules/.bin/next');
  const { execFileSync } = await import('node:child_process');
  execFileSync(bin, ['build'], { cwd: root, stdio: 'ignore', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NEXT_DIST_DIR: '' } });
  const child = spawn(bin, ['start', '-p', String(barePort)], {
    cwd: root,
    stdio: 'ignore',
    detached: true,
    env: { ...process.env, NODE_ENV: 'production' },
  });
  await waitForUrl(`http://127.0.0.1:${barePort}/`);
  return { child, url: `http://127.0.0.1:${barePort}/`, root };
}

/** The self time of a .cpuprofile summed per function, largest first. */
function topFunctions(file, count = 25) {
  const profile = JSON.parse(fs.readFileSync(file, 'utf8'));
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const dt = new Map();
  for (let i = 0; i < profile.samples.length; i++)
    dt.set(profile.samples[i], (dt.get(profile.samples[i]) ?? 0) + (profile.timeDeltas[i] ?? 0));
  // Shares of busy time: idle (waiting for the next request) left out.
  const busy = [...dt].filter(([id]) => !['(idle)', '(program)'].includes(byId.get(id).callFrame.functionName));
  const total = busy.reduce((sum, [, us]) => sum + us, 0);
  const self = new Map();
  for (const [id, us] of busy) {
    const { callFrame: f } = byId.get(id);
    const key = `${f.functionName || '(anonymous)'} ${f.url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*?\/(\.next[^/]*)/, '$1')}:${f.lineNumber}`;
    self.set(key, (self.get(key) ?? 0) + us);
  }
  return [...self.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, us]) => `${((us / total) * 100).toFixed(1).padStart(5)}%  ${name}`);
}

const startedAt = Date.now();
const next = await startNext({
  port: nextPort,
  env: cpuProfileDir ? { NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --cpu-prof --cpu-prof-dir=${cpuProfileDir}`.trim() } : {},
});
let nginx;
let bare;
let edge;
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

  edge = startEdge(nextPort, edgePort);
  const edgeUrl = `http://127.0.0.1:${edgePort}${pagePath}`;
  await waitForUrl(edgeUrl, 10_000).catch((error) => {
    throw new Error(`${error.message}\n${edge.stderr()}`);
  });
  const edgeCache = (await fetch(edgeUrl)).headers.get('x-cache');

  bare = await startBareNext(Math.round(html.length / 2));
  const bareHtml = await (await fetch(bare.url)).text();

  await load(url, 2);
  const nextResult = await load(url, duration);
  await load(bare.url, 2);
  const bareResult = await load(bare.url, duration);
  await load(nginxUrl, 2);
  const nginxResult = await load(nginxUrl, duration);
  await load(edgeUrl, 2);
  const edgeResult = await load(edgeUrl, duration);

  const row = (name, r) =>
    `${name.padEnd(12)} ${r.reqPerSec.toFixed(0).padStart(7)} req/s   p50 ${r.p50.toFixed(1).padStart(6)} ms   p95 ${r.p95.toFixed(1).padStart(6)} ms   p97.5 ${r.p975.toFixed(1).padStart(6)} ms   p99 ${r.p99.toFixed(1).padStart(6)} ms   ${r.requests} requests, ${r.errors} errors`;
  console.log(
    `${pagePath} (${(Buffer.byteLength(html) / 1024).toFixed(0)} kB HTML${same ? ', identical bytes' : ''}), ${connections} connections, ${duration} s each, ${os.cpus().length} CPUs, load ${os.loadavg()[0].toFixed(1)}`,
  );
  console.log(row('next start', nextResult));
  console.log(row('bare Next', bareResult) + `   (${(Buffer.byteLength(bareHtml) / 1024).toFixed(0)} kB HTML)`);
  console.log(row('nginx', nginxResult));
  console.log(row('edge cache', edgeResult) + `   (nginx microcache in front of next start; X-Cache ${edgeCache} on the 2nd request)`);
  console.log(`next start serves ${((nextResult.reqPerSec / nginxResult.reqPerSec) * 100).toFixed(0)}% of nginx's rate`);
  console.log(
    `through the edge cache: ${((edgeResult.reqPerSec / nginxResult.reqPerSec) * 100).toFixed(0)}% of nginx's rate (goal ≥ 80 %)`,
  );
  console.log(
    `this app / bare Next: ${((nextResult.reqPerSec / bareResult.reqPerSec) * 100).toFixed(0)}% of the rate, p97.5 ${(nextResult.p975 / bareResult.p975).toFixed(2)}×`,
  );
} finally {
  if (nginx) {
    try {
      process.kill(-nginx.child.pid, 'SIGTERM');
    } catch {
      // already stopped
    }
  }
  if (edge) {
    try {
      process.kill(-edge.child.pid, 'SIGTERM');
    } catch {
      // already stopped
    }
  }
  if (bare) {
    try {
      process.kill(-bare.child.pid, 'SIGTERM');
    } catch {
      // already stopped
    }
    fs.rmSync(bare.root, { recursive: true, force: true });
  }
  next.stop();
}
if (cpuProfileDir) {
  // The profile is written when the process exits.
  await new Promise((r) => setTimeout(r, 3000));
  // `next start` may run the server in a child process: the largest profile of this run is the server's.
  const server = fs
    .readdirSync(cpuProfileDir)
    .filter((f) => f.endsWith('.cpuprofile'))
    .map((f) => path.join(cpuProfileDir, f))
    .filter((f) => fs.statSync(f).mtimeMs >= startedAt)
    .sort((a, b) => fs.statSync(b).size - fs.statSync(a).size)[0];
  if (server) console.log(`self time in \`next start\`, share of its busy time (${server}):\n${topFunctions(server).join('\n')}`);
}
