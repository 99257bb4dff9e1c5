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
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { startNext } from './landing-server.mjs';

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

async function probeHealth(url, until) {
  const latencies = [];
  while (performance.now() < until) {
    const { status, ms } = await send(`${url}/api/v1/health`);
    if (status !== 200) throw new Error(`/health answered ${status}`);
    latencies.push(ms);
    await new Promise((r) => setTimeout(r, 50));
  }
  return latencies;
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

fs.rmSync(dataDir, { recursive: true, force: true });
const migrated = spawnSync('npm', ['run', 'db:migrate'], { cwd: appDir, env: { ...process.env, DATA_DIR: dataDir }, encoding: 'utf8' });
if (migrated.status !== 0) throw new Error(`migration failed:\n${migrated.stdout}\n${migrated.stderr}`);
const server = await startNext({
  port,
  cwd: appDir,
  dataDir,
  env: { TRUSTED_PROXIES: '127.0.0.1', LOG_LEVEL: 'warn' },
});
try {
  console.log(
    `${appDir} (${process.env.NEXT_DIST_DIR ?? '.next'}): ${addresses} addresses × ${(BODY.length / 1e6).toFixed(1)} MB bodies of ${parts} empty fields, ${seconds} s`,
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
