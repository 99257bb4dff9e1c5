// /api/v1/health while 8 addresses post multipart bodies of tiny parts (issue 58: 180,000 empty fields,
// 9.4 MB, took ~2 s to parse on the main thread; 8 addresses posting to /letters/verify kept /health
// waiting up to 20 s). Starts `next start` of a production build on a fresh embedded database, trusts
// 127.0.0.1 as a proxy (TRUSTED_PROXIES) so each attacker is told apart by its X-Forwarded-For, as behind
// the production nginx, measures /health alone, then while every address posts, back to back, a
// BENCH_BODY_MB (10) body of empty fields to POST /api/v1/letters/verify and to the lawyer sign-up in
// turn for BENCH_SECONDS (20). Prints /health p50/p95/max idle and under the flood, and the flood's answers.
//
//   NEXT_DIST_DIR=.next-mine npm run build
//   NEXT_DIST_DIR=.next-mine BENCH_PORT=3208 node scripts/bench/multipart-flood.mjs
//   # another checkout's build (main's, for "before"): BENCH_APP_DIR=/path/to/checkout NEXT_DIST_DIR=…
//   # without a build: BENCH_SERVER=handlers runs the three route handlers of BENCH_APP_DIR's code behind a
//   # bare node:http server (multipart-flood-server.ts), on one main thread as `next start`
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { startNext, stopGroup, waitForUrl } from './landing-server.mjs';

const port = Number(process.env.BENCH_PORT ?? 3208);
const appDir = path.resolve(process.env.BENCH_APP_DIR ?? process.cwd());
const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const addresses = Number(process.env.BENCH_ADDRESSES ?? 8);
const bodyMb = Number(process.env.BENCH_BODY_MB ?? 10);
const dataDir = path.join(appDir, `.data-bench-multipart-${process.pid}`);

const BOUNDARY = '----bench-tiny-parts';
const PART = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="a"\r\n\r\n\r\n`;
const parts = Math.floor((bodyMb * 1024 * 1024) / PART.length);
const BODY = Buffer.from(PART.repeat(parts) + `--${BOUNDARY}--\r\n`);
const TARGETS = ['/api/v1/letters/verify', '/api/v1/auth/lawyer/signup'];

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const summary = (ms) => {
  const sorted = [...ms].sort((a, b) => a - b);
  return `n ${sorted.length}, p50 ${percentile(sorted, 50).toFixed(0)} ms, p95 ${percentile(sorted, 95).toFixed(0)} ms, max ${sorted.at(-1).toFixed(0)} ms`;
};

/** One request on its own connection; resolves with the status (or the socket error's code) and the milliseconds it took. */
function send(url, { method = 'GET', headers = {}, body } = {}) {
  return new Promise((resolve) => {
    const begun = performance.now();
    const req = http.request(url, { method, headers, agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode, ms: performance.now() - begun }));
    });
    req.on('error', (error) => resolve({ status: error.code ?? 'error', ms: performance.now() - begun }));
    req.end(body);
  });
}

/**
 * GET /health every 50 ms until `until` (a performance.now() time), in a worker thread of its own: the
 * flood's 10 MB writes on this thread's event loop must not delay the probe's own timing.
 */
function probeHealth(url, until) {
  const worker = new Worker(
    `const { parentPort, workerData } = require('node:worker_threads');
     const http = require('node:http');
     const get = () => new Promise((resolve, reject) => {
       const begun = performance.now();
       http.get(workerData.url + '/api/v1/health', { agent: false }, (res) => {
         res.resume();
         res.on('end', () => (res.statusCode === 200 ? resolve(performance.now() - begun) : reject(new Error('/health ' + res.statusCode))));
       }).on('error', reject);
     });
     (async () => {
       const latencies = [];
       const until = Date.now() + workerData.ms;
       while (Date.now() < until) {
         latencies.push(await get());
         await new Promise((r) => setTimeout(r, 50));
       }
       parentPort.postMessage(latencies);
     })().catch((error) => { throw error; });`,
    { eval: true, workerData: { url, ms: until - performance.now() } },
  );
  return new Promise((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
}

async function flood(url, address, until, answers) {
  for (let i = 0; performance.now() < until; i++) {
    const target = TARGETS[i % TARGETS.length];
    const { status } = await send(`${url}${target}`, {
      method: 'POST',
      headers: {
        origin: url,
        'x-forwarded-for': address,
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        'content-length': String(BODY.length),
      },
      body: BODY,
    });
    const key = `${target} ${status}`;
    answers.set(key, (answers.get(key) ?? 0) + 1);
  }
}

const serverEnv = { TRUSTED_PROXIES: '127.0.0.1', LOG_LEVEL: 'warn' };

/** The bare handlers' server (BENCH_SERVER=handlers): no build, the checkout's code through tsx. */
async function startHandlers() {
  const script = path.join(path.dirname(fileURLToPath(import.meta.url)), 'multipart-flood-server.ts');
  const child = spawn('node_modules/.bin/tsx', ['--conditions=react-server', script], {
    cwd: appDir,
    env: {
      ...process.env,
      ...serverEnv,
      PORT: String(port),
      NODE_ENV: 'production',
      APP_URL: `http://localhost:${port}`,
      SESSION_SECRET: 'bench-session-secret-0123456789abcdefghijklmnop',
      SCHEDULER: 'off',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  const url = `http://localhost:${port}`;
  const exited = new Promise((_, reject) => child.on('exit', (code) => reject(new Error(`the handlers' server exited (${code})`))));
  await Promise.race([waitForUrl(`${url}/api/v1/health`, 300_000), exited]);
  return { url, stop: () => stopGroup(child) };
}

async function startApp() {
  fs.rmSync(dataDir, { recursive: true, force: true });
  const migrated = spawnSync('npm', ['run', 'db:migrate'], { cwd: appDir, env: { ...process.env, DATA_DIR: dataDir }, encoding: 'utf8' });
  if (migrated.status !== 0) throw new Error(`migration failed:\n${migrated.stdout}\n${migrated.stderr}`);
  return startNext({ port, cwd: appDir, dataDir, env: serverEnv });
}

const handlersOnly = process.env.BENCH_SERVER === 'handlers';
const server = handlersOnly ? await startHandlers() : await startApp();
try {
  const what = handlersOnly ? 'route handlers on node:http' : `next start (${process.env.NEXT_DIST_DIR ?? '.next'})`;
  console.log(
    `${appDir}, ${what}: ${addresses} addresses × ${(BODY.length / 1e6).toFixed(1)} MB bodies of ${parts} empty fields, ${seconds} s`,
  );
  await probeHealth(server.url, performance.now() + 2_000); // warm-up
  const idle = await probeHealth(server.url, performance.now() + 5_000);
  console.log(`/health idle:         ${summary(idle)}`);
  const until = performance.now() + seconds * 1000;
  const answers = new Map();
  const [busy] = await Promise.all([
    probeHealth(server.url, until),
    ...Array.from({ length: addresses }, (_, i) => flood(server.url, `198.51.100.${i + 1}`, until, answers)),
  ]);
  console.log(`/health under flood:  ${summary(busy)}`);
  console.log(`flood answers: ${[...answers].map(([k, n]) => `${k} ×${n}`).join(', ')}`);
} finally {
  server.stop();
  await new Promise((r) => setTimeout(r, 1_000));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
