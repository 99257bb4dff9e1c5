// node scripts/bench/day-of-traffic.mjs — "a day of traffic" (issue 28): for DAY_SECONDS (300),
// DAY_VISITORS (200) visitors (landing → search with filters → a lawyer's profile → some book, pay
// in the sandbox and open their meeting page), DAY_LAWYERS (20) lawyers in the portal (dashboard,
// calendar, blockers, profile saves) and DAY_CALLS (10) calls' signalling (both parties, event
// streams open) at once, with Artillery (installed on demand into node_modules/.cache/artillery,
// pinned; not a dependency), against the production layout behind nginx that
// e2e/proxy/start-servers.sh starts (fresh database, two `next start` instances, coturn, nginx).
// Needs `npm run build`, PostgreSQL (DAY_ADMIN_URL, default postgres://postgres@127.0.0.1:5432/postgres),
// nginx-light and coturn. Ports DAY_PORT (3600) to DAY_PORT+3; database DAY_DB (abogado_bench_day).
// Prints per step p50/p95/p99, count, errors and 5xx; database connections of the bench database
// (sampled each second: max and median); each instance's RSS at start and end. Exits 1 on any error,
// any 5xx, or memory growth of 10 % or more.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { setupDay } from './day-of-traffic/setup.mjs';

const ARTILLERY_VERSION = '2.0.34';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const env = process.env;
const seconds = Number(env.DAY_SECONDS ?? 300);
const visitors = Number(env.DAY_VISITORS ?? 200);
const lawyers = Number(env.DAY_LAWYERS ?? 20);
const calls = Number(env.DAY_CALLS ?? 10);
const port = Number(env.DAY_PORT ?? 3600);
const dbName = env.DAY_DB ?? 'abogado_bench_day';
const adminUrl = env.DAY_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const runDir = env.DAY_RUN_DIR ?? path.join(env.TMPDIR ?? '/tmp', `abogado-day-${port}`);
const target = `http://localhost:${port}`;
const MAX_GROWTH = 0.1;

const log = (...a) => console.log(`[day ${new Date().toISOString().slice(11, 19)}]`, ...a);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const load = () =>
  loadavg()
    .map((x) => x.toFixed(2))
    .join(' ');

function ensureArtillery() {
  const prefix = path.join(root, 'node_modules/.cache/artillery');
  const bin = path.join(prefix, 'node_modules/artillery/bin/run');
  const pkg = path.join(prefix, 'node_modules/artillery/package.json');
  if (existsSync(pkg) && JSON.parse(readFileSync(pkg, 'utf8')).version === ARTILLERY_VERSION) return bin;
  log(`installing artillery@${ARTILLERY_VERSION} into ${path.relative(root, prefix)} (once)`);
  mkdirSync(prefix, { recursive: true });
  const r = spawnSync('npm', ['install', '--no-save', '--no-audit', '--no-fund', '--prefix', prefix, `artillery@${ARTILLERY_VERSION}`], {
    stdio: 'inherit',
    // Artillery's Playwright engine is not used here: no browser download.
    env: { ...env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
  });
  if (r.status !== 0) throw new Error('artillery install failed');
  return bin;
}

const rssKb = (pid) => {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]);
  } catch {
    return Number.NaN;
  }
};

async function waitFor(url, ms) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await sleep(500);
  }
  throw new Error(`${url} did not answer within ${ms / 1000} s`);
}

const percentile = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] : Number.NaN;
};

async function main() {
  const artillery = ensureArtillery();
  mkdirSync(runDir, { recursive: true });
  const layoutLog = path.join(runDir, 'layout.log');
  log(`starting the layout on :${port} (database ${dbName}; log ${layoutLog}); load ${load()}`);
  const layout = spawn('bash', ['e2e/proxy/start-servers.sh'], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...env,
      PROXY_ADMIN_URL: adminUrl,
      PROXY_DB: dbName,
      PROXY_PORT: String(port),
      PROXY_PORT_A: String(port + 1),
      PROXY_PORT_B: String(port + 2),
      PROXY_TURN_PORT: String(port + 3),
      PROXY_RUN_DIR: path.join(runDir, 'layout'),
    },
  });
  const logChunks = [];
  layout.stdout.on('data', (d) => logChunks.push(d));
  layout.stderr.on('data', (d) => logChunks.push(d));
  let layoutExited = false;
  layout.on('exit', () => (layoutExited = true));
  const stopLayout = async () => {
    writeFileSync(layoutLog, Buffer.concat(logChunks));
    if (layoutExited) return;
    // The script's own trap stops coturn and the instances; the group signal covers the rest.
    try {
      process.kill(-layout.pid, 'SIGTERM');
    } catch {
      // already gone
    }
    for (let i = 0; i < 40 && !layoutExited; i++) await sleep(250);
  };
  let art;
  process.on('SIGINT', () => {
    art?.kill('SIGTERM');
    void stopLayout().then(() => process.exit(130));
  });

  let exitCode = 1;
  try {
    await waitFor(`http://127.0.0.1:${port}/api/v1/health`, 300_000);
    const pids = ['a', 'b'].map((x) => Number(readFileSync(path.join(runDir, 'layout', `instance-${x}.pid`), 'utf8')));
    const dbUrl = `${adminUrl.slice(0, adminUrl.lastIndexOf('/'))}/${dbName}`;

    log('setup: accounts and open calls, straight in the database (not measured)');
    const accounts = await setupDay({ databaseUrl: dbUrl, lawyers, visitors, calls });
    const accountsFile = path.join(runDir, 'accounts.json');
    writeFileSync(accountsFile, JSON.stringify(accounts));

    // Each instance's first request of a page compiles nothing but loads its chunks: warm both
    // directly (past nginx) so the day measures a running service, not a cold start.
    log('warming both instances (not measured)');
    for (const p of [port + 1, port + 2])
      for (const u of [
        '/',
        '/lawyers-online?area_of_practice=civil',
        `/lawyer/${accounts.lawyers[0].id}`,
        '/login',
        '/api/v1/lawyers?limit=5',
      ])
        await fetch(`http://127.0.0.1:${p}${u}`).then((r) => r.arrayBuffer());

    const rssStart = pids.map(rssKb);
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    const samples = { total: [], active: [] };
    const sampler = setInterval(() => {
      admin
        .query(
          `SELECT count(*)::int AS total, count(*) FILTER (WHERE state <> 'idle')::int AS active FROM pg_stat_activity WHERE datname = $1`,
          [dbName],
        )
        .then(({ rows }) => {
          samples.total.push(rows[0].total);
          samples.active.push(rows[0].active);
        })
        .catch(() => undefined);
    }, 1000);

    const report = path.join(runDir, 'report.json');
    const ramp = Math.max(1, Math.min(30, Math.floor(seconds / 5)));
    const overrides = { config: { target, phases: [{ name: 'arrive', duration: ramp, arrivalCount: calls + lawyers + visitors }] } };
    const loadStart = load();
    log(`running ${seconds} s: ${visitors} visitors, ${lawyers} lawyers, ${calls} calls (arrivals over ${ramp} s); load ${loadStart}`);
    art = spawn(
      process.execPath,
      [
        artillery,
        'run',
        '--output',
        report,
        '--overrides',
        JSON.stringify(overrides),
        path.join(root, 'scripts/bench/day-of-traffic/day.yml'),
      ],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
        // One worker: roles are handed out in arrival order by a counter in the processor.
        env: {
          ...env,
          WORKERS: '1',
          DAY_SECONDS: String(seconds),
          DAY_TARGET: target,
          DAY_ACCOUNTS: accountsFile,
          ARTILLERY_DISABLE_TELEMETRY: 'true',
        },
      },
    );
    // Memory "at start" is taken once everyone has arrived and the instances have served them for
    // a while (warm-up: caches fill, the heap grows to its working size); growth counts from there.
    const steadyAfter = Math.min(ramp + 30, Math.floor(seconds / 2));
    let rssSteady = rssStart;
    const steadyTimer = setTimeout(() => (rssSteady = pids.map(rssKb)), steadyAfter * 1000);
    const artLog = [];
    art.stdout.on('data', (d) => artLog.push(d));
    const artCode = await new Promise((r) => art.on('exit', r));
    writeFileSync(path.join(runDir, 'artillery.log'), Buffer.concat(artLog));
    const rssEnd = pids.map(rssKb);
    clearTimeout(steadyTimer);
    const loadEnd = load();
    clearInterval(sampler);
    await admin.end();

    const agg = JSON.parse(readFileSync(report, 'utf8')).aggregate;
    const counters = agg.counters ?? {};
    const summaries = agg.summaries ?? {};
    const prefix = 'plugins.metrics-by-endpoint.response_time.';
    const steps = Object.keys(summaries)
      .filter((k) => k.startsWith(prefix))
      .map((k) => k.slice(prefix.length));
    const order = (s) => ['visitor', 'lawyer', 'call'].findIndex((r) => s.startsWith(r));
    steps.sort((a, b) => order(a) - order(b));
    const rows = steps.map((step) => {
      const s = summaries[prefix + step];
      const codes = Object.entries(counters).filter(([k]) => k.startsWith(`plugins.metrics-by-endpoint.${step}.codes.`));
      const errs = Object.entries(counters)
        .filter(([k]) => k.startsWith(`plugins.metrics-by-endpoint.${step}.errors.`) || k.startsWith(`day.unexpected.${step}.`))
        .reduce((n, [, v]) => n + v, 0);
      const x5 = codes.filter(([k]) => Number(k.split('.').pop()) >= 500).reduce((n, [, v]) => n + v, 0);
      return { step, count: s.count, p50: s.p50 ?? s.median, p95: s.p95, p99: s.p99, errors: errs, '5xx': x5 };
    });
    const ms = (v) => (v === undefined ? '-' : `${Math.round(v)}`);
    console.log(`\nPer step (ms, time to first byte; calls: the signal's send and its arrival on the other party's stream)`);
    console.log(['step'.padEnd(46), 'count', '  p50', '  p95', '  p99', 'errors', '5xx'].join('\t'));
    for (const r of rows)
      console.log(
        [r.step.padEnd(46), r.count, ms(r.p50).padStart(5), ms(r.p95).padStart(5), ms(r.p99).padStart(5), r.errors, r['5xx']].join('\t'),
      );

    const otherErrors = Object.entries(counters).filter(([k]) => k.startsWith('errors.'));
    const totalErrors = rows.reduce((n, r) => n + r.errors, 0) + otherErrors.reduce((n, [, v]) => n + v, 0);
    const total5xx = Object.entries(counters)
      .filter(([k]) => /^http\.codes\.5\d\d$/.test(k))
      .reduce((n, [, v]) => n + v, 0);
    for (const [k, v] of otherErrors) console.log(`error: ${k.slice(7)} × ${v}`);
    for (const k of [
      'day.meetings_booked_and_paid',
      'day.slot_taken_by_another_visitor',
      'day.max_open_meetings_with_this_lawyer',
      'day.call_stream_reopened',
      'http.requests',
    ])
      if (counters[k] !== undefined) console.log(`${k}: ${counters[k]}`);
    const vusFailed = counters['vusers.failed'] ?? 0;
    console.log(
      `virtual users: created ${counters['vusers.created'] ?? 0}, completed ${counters['vusers.completed'] ?? 0}, failed ${vusFailed}`,
    );

    console.log(
      `\nDatabase connections of ${dbName} (${samples.total.length} samples): total max ${Math.max(...samples.total)}, median ${percentile(samples.total, 50)}; ` +
        `not idle max ${Math.max(...samples.active)}, median ${percentile(samples.active, 50)}`,
    );
    let growthFail = false;
    const mb = (kb) => `${(kb / 1024).toFixed(0)} MB`;
    ['A', 'B'].forEach((name, i) => {
      const growth = (rssEnd[i] - rssSteady[i]) / rssSteady[i];
      if (!(growth < MAX_GROWTH)) growthFail = true;
      console.log(
        `instance ${name} (pid ${pids[i]}) RSS: idle before the day ${mb(rssStart[i])}; start (${steadyAfter} s in) ${mb(rssSteady[i])}, ` +
          `end ${mb(rssEnd[i])}, growth ${(growth * 100).toFixed(1)} %`,
      );
    });
    console.log(`machine load (1/5/15 min): at start ${loadStart}, at end ${loadEnd}`);
    const ok = totalErrors === 0 && total5xx === 0 && vusFailed === 0 && !growthFail && artCode === 0;
    console.log(
      `\n${ok ? 'PASS' : 'FAIL'}: errors ${totalErrors}, 5xx ${total5xx}, failed users ${vusFailed}, memory growth ${growthFail ? '≥' : '<'} 10 %` +
        (artCode === 0 ? '' : `, artillery exited ${artCode}`) +
        ` (report ${report})`,
    );
    exitCode = ok ? 0 : 1;
  } finally {
    await stopLayout();
    log(`layout stopped (its log: ${layoutLog})`);
  }
  process.exit(exitCode);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
