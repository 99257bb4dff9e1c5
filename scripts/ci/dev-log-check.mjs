// A newcomer's first `npm run dev` prints no error or warning (issue 45): runs the README's command
// on a free port with a fresh embedded database, loads /, and fails on any output line matching
// /error|warn|deprecat/i — the Edge-runtime warning about instrumentation.ts, "Ecmascript file had an
// error", the middleware deprecation and npm's notices all did. Run by `npm test` (scripts/ci/test-all.sh).
//
// Kept cheap (about 30 s on 2 busy cores): no demo data (SEED_ON_START=false; seeding takes 25 s and
// prints only counts), one page. Usage: node scripts/ci/dev-log-check.mjs
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const BAD_LINE = /error|warn|deprecat/i;
/** A bound for a hung server, not a speed check: the first compile of / on a loaded machine is slow. */
const GIVE_UP_MS = 240_000;

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

const port = await freePort();
const dataDir = mkdtempSync(path.join(tmpdir(), 'abogado-dev-check-'));
const env = { ...process.env, DATA_DIR: dataDir, SEED_ON_START: 'false', FORCE_COLOR: '0' };
// The machine's own npm setting for building native modules under an older Node (.ci/run exports it,
// a user's ~/.npmrc may hold it): npm warns that it is unknown. A newcomer's machine has no such
// setting and it is not the project's, so npm runs here with neither (an empty user config).
delete env.npm_config_nodedir;
delete env.NPM_CONFIG_NODEDIR;
const userConfig = path.join(dataDir, 'npmrc');
writeFileSync(userConfig, '');
env.npm_config_userconfig = userConfig;

// docs/operations.md's way to pick the port: arguments after `--` reach `next dev` past the db:migrate prefix.
const child = spawn('npm', ['run', 'dev', '--', '--port', String(port)], { env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
let output = '';
child.stdout.on('data', (chunk) => (output += chunk));
child.stderr.on('data', (chunk) => (output += chunk));
const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));

async function loadHome() {
  const deadline = Date.now() + GIVE_UP_MS;
  while (Date.now() < deadline) {
    const code = await Promise.race([exited, new Promise((r) => setTimeout(() => r(undefined), 500))]);
    if (code !== undefined) throw new Error(`npm run dev exited (${code}) before serving /`);
    if (!/Ready in/.test(output)) continue;
    try {
      const res = await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(GIVE_UP_MS) });
      await res.text();
      return res.status;
    } catch {
      // Not listening yet.
    }
  }
  throw new Error(`no answer from / within ${GIVE_UP_MS / 1000} s`);
}

let status;
let failure = null;
try {
  status = await loadHome();
  // The request's own line ("GET / 200 in …") comes after the answer: wait for it, so what the page
  // compile printed is all in.
  const deadline = Date.now() + 30_000;
  while (!/GET \/ \d{3}/.test(output) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
} catch (error) {
  failure = error.message;
} finally {
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // Already gone.
  }
  await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
  rmSync(dataDir, { recursive: true, force: true });
}

const bad = output.split('\n').filter((line) => BAD_LINE.test(line));
if (status !== undefined && status !== 200) failure ??= `GET / answered ${status}`;
if (bad.length) failure ??= `${bad.length} line(s) of npm run dev match ${BAD_LINE}:\n${bad.map((l) => `  ${l}`).join('\n')}`;
if (failure) {
  console.error(`dev log check failed: ${failure}\n--- npm run dev output ---\n${output}`);
  process.exit(1);
}
console.log(`dev log check: npm run dev on port ${port} served / (200) and printed no error or warning`);
