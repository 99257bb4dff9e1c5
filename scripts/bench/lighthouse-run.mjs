// What the Lighthouse benches share (lighthouse-public.mjs, lighthouse-signed-in.mjs): one run of
// lighthouse@13 on Debian's Chromium, the median and the printed lines.
import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
export const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';
export const browserZone = process.env.BENCH_TZ || 'Asia/Manila';

export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** The LCP element's HTML (shortened), to see what the page's largest paint was. */
function lcpElement(report) {
  const find = (value) => {
    if (!value || typeof value !== 'object') return null;
    if (value.type === 'node' && value.snippet) return value.snippet;
    for (const child of Object.values(value)) {
      const found = find(child);
      if (found) return found;
    }
    return null;
  };
  const audit =
    report.audits['largest-contentful-paint-element'] ?? report.audits['lcp-breakdown-insight'] ?? report.audits['lcp-discovery-insight'];
  return (find(audit?.details) ?? '?').slice(0, 110);
}

/**
 * A fresh headless Chromium (its own empty profile: a cold cache, as Lighthouse's own launch) on a
 * DevTools port, holding `cookies` for `url`'s origin. A session cookie sent as an extra header would
 * not do: the pages read the readable session-hint cookie from document.cookie, which a header never
 * fills, and then act signed out.
 */
async function chromeWithCookies(url, cookies, chromeFlags) {
  const port = Number(process.env.BENCH_CDP_PORT ?? 3549);
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'lh-profile-'));
  const child = spawn(
    chromePath,
    [
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      ...chromeFlags,
      'about:blank',
    ],
    { stdio: 'ignore', detached: true, env: { ...process.env, TZ: browserZone } },
  );
  const stop = () => {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
    fs.rmSync(profile, { recursive: true, force: true });
  };
  try {
    let version;
    for (let i = 0; i < 100 && !version; i++) {
      version = await fetch(`http://127.0.0.1:${port}/json/version`)
        .then((r) => r.json())
        .catch(() => undefined);
      if (!version) await new Promise((r) => setTimeout(r, 100));
    }
    if (!version) throw new Error('Chromium did not open its DevTools port');
    const socket = new WebSocket(version.webSocketDebuggerUrl);
    await new Promise((resolve, reject) => {
      socket.onopen = resolve;
      socket.onerror = reject;
    });
    const answered = new Promise((resolve) => (socket.onmessage = (m) => resolve(JSON.parse(m.data))));
    socket.send(
      JSON.stringify({
        id: 1,
        method: 'Storage.setCookies',
        params: { cookies: cookies.map((c) => ({ secure: true, path: '/', ...c, url })) },
      }),
    );
    const answer = await answered;
    socket.close();
    if (answer.error) throw new Error(`Storage.setCookies: ${answer.error.message}`);
    return { port, stop };
  } catch (error) {
    stop();
    throw error;
  }
}

/**
 * One Lighthouse run (mobile: simulated Moto G Power, slow 4G, 4x CPU). With `cookies` ([{name,
 * value}], a signed-in page's session) it runs in a Chromium of its own that holds them, with the
 * storage reset off (which would delete them; the profile is new, so the cache is cold all the same);
 * `chromeFlags` are added to the headless ones.
 */
export async function lighthouse(url, { categories = 'performance,accessibility,best-practices,seo', cookies, chromeFlags = [] } = {}) {
  const chrome = cookies ? await chromeWithCookies(url, cookies, chromeFlags) : null;
  let stdout;
  try {
    ({ stdout } = await run(
      'node_modules/.bin/lighthouse',
      [
        url,
        '--output=json',
        '--output-path=stdout',
        '--quiet',
        `--only-categories=${categories}`,
        ...(chrome
          ? [`--port=${chrome.port}`, '--disable-storage-reset']
          : [`--chrome-flags=${['--headless=new', '--no-sandbox', '--disable-gpu', ...chromeFlags].join(' ')}`]),
      ],
      // The browser's zone: a visitor in Manila by default (the market), where the pages need no
      // refetch in another zone; BENCH_TZ=UTC measures a visitor abroad (the slot picker then loads
      // their own days after hydration).
      { env: { ...process.env, CHROME_PATH: chromePath, TZ: browserZone }, maxBuffer: 64 * 1024 * 1024 },
    ));
  } finally {
    chrome?.stop();
  }
  const report = JSON.parse(stdout);
  // LIGHTHOUSE_SAVE_DIR keeps each run's full report, to read what a score is made of.
  if (process.env.LIGHTHOUSE_SAVE_DIR) {
    fs.mkdirSync(process.env.LIGHTHOUSE_SAVE_DIR, { recursive: true });
    const name = `${new URL(url).pathname.replace(/\W+/g, '_')}-${Date.now()}.json`;
    fs.writeFileSync(path.join(process.env.LIGHTHOUSE_SAVE_DIR, name), stdout);
  }
  if (report.runtimeError) throw new Error(`${url}: ${report.runtimeError.code} ${report.runtimeError.message}`);
  const score = (id) => Math.round((report.categories[id]?.score ?? 0) * 100);
  const failing = Object.values(report.categories)
    .flatMap((c) => c.auditRefs.filter((r) => r.weight > 0).map((r) => report.audits[r.id]))
    .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'notApplicable')
    .map((a) => a.id);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    seo: score('seo'),
    fcp: report.audits['first-contentful-paint'].numericValue,
    lcp: report.audits['largest-contentful-paint'].numericValue,
    tbt: report.audits['total-blocking-time'].numericValue,
    cls: report.audits['cumulative-layout-shift'].numericValue,
    benchmarkIndex: report.environment.benchmarkIndex,
    finalUrl: report.finalDisplayedUrl ?? report.finalUrl,
    lcpElement: lcpElement(report),
    failing,
  };
}

export function printHeader() {
  console.log(
    `Lighthouse ${RUNS} runs per page, mobile (simulated Moto G Power, slow 4G, 4x CPU), median; browser zone ${browserZone}; host load ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} CPUs:`,
  );
}

/**
 * Runs Lighthouse RUNS times on `url` and prints the medians under `label`; answers them and whether
 * every category named in `targets` reached its minimum.
 */
export async function benchPage(label, url, targets, options = {}) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await lighthouse(url, options));
  const m = (key) => median(runs.map((r) => r[key]));
  const line = Object.fromEntries(Object.keys(targets).map((key) => [key, m(key)]));
  const ok = Object.entries(targets).every(([key, min]) => line[key] >= min);
  const names = { performance: 'Performance', accessibility: 'Accessibility', 'best-practices': 'Best Practices', seo: 'SEO' };
  console.log(
    `${label}\n  ${Object.entries(line)
      .map(([key, value]) => `${names[key]} ${value}`)
      .join('  ')}  ${ok ? 'OK' : 'BELOW TARGET'}\n  runs: ${runs
      .map((r) =>
        Object.keys(targets)
          .map((key) => r[key])
          .join('/'),
      )
      .join('  ')}` +
      `\n  FCP ${Math.round(m('fcp'))} ms  LCP ${Math.round(m('lcp'))} ms  TBT ${Math.round(m('tbt'))} ms  CLS ${m('cls').toFixed(3)}  (host benchmarkIndex ${Math.round(m('benchmarkIndex'))})`,
  );
  console.log(`  LCP element: ${runs[0].lcpElement}`);
  if (runs[0].finalUrl && !runs[0].finalUrl.endsWith(new URL(url).pathname)) console.log(`  final URL: ${runs[0].finalUrl}`);
  const failing = [...new Set(runs.flatMap((r) => r.failing))];
  if (failing.length) console.log(`  audits not passed in some run: ${failing.join(', ')}`);
  return { ok, medians: line };
}
