// Lighthouse (mobile, the default form factor) on the public pages: median of N runs per page.
//
//   npm run build   # with NEXT_DIST_DIR / DATA_DIR of your choice
//   NEXT_DIST_DIR=.next-public DATA_DIR=.data-public node scripts/bench/lighthouse-public.mjs [path ...]
//
// Starts `next start` itself (BENCH_PORT, default 3203), runs lighthouse@13 (Node ≥ 22.19) with Debian Chromium
// (CHROME_PATH, default /usr/bin/chromium) and prints the category scores and the main metrics.
// Exits 1 when a median misses the targets (Performance ≥ 98, Accessibility/Best Practices/SEO 100).
//
// Without paths: home, a landing page, a blog post, /notary-public, /free-legal-help and a lawyer
// profile. `/lawyer/photo` stands for the seeded lawyer@example.com's profile after the bench has
// uploaded a real photo for them (the seed's avatars are small SVGs; a client meets an uploaded
// portrait, which is the page's largest paint). That changes the bench's database, not yours.
import { execFile } from 'node:child_process';
import os from 'node:os';
import { promisify } from 'node:util';
import { startNext } from './landing-server.mjs';

const run = promisify(execFile);
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const port = Number(process.env.BENCH_PORT ?? 3203);
const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';
const browserZone = process.env.BENCH_TZ || 'Asia/Manila';
const paths = process.argv.slice(2);
if (paths.length === 0)
  paths.push(
    '/',
    '/lawyers-online/civil/metro-manila',
    '/blog/transferring-a-land-title',
    '/notary-public',
    '/free-legal-help',
    '/lawyer/photo',
  );
const TARGETS = { performance: 98, accessibility: 100, 'best-practices': 100, seo: 100 };

/** Signs in as the seeded lawyer, uploads a 900 px photo (made by sharp) and answers their profile path. */
async function lawyerWithPhoto(baseUrl) {
  const sharp = (await import('sharp')).default;
  const headers = { origin: baseUrl };
  const signin = await fetch(`${baseUrl}/api/v1/auth/signin`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'lawyer@example.com', password: 'Lawyer123!' }),
  });
  if (!signin.ok) throw new Error(`sign-in as lawyer@example.com: HTTP ${signin.status}`);
  const cookie = signin.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const user = await signin.json();
  // A photo-like picture: a gradient with noise compresses like a portrait, not like a flat colour.
  const { width, height } = { width: 900, height: 900 };
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i += 3) {
    const x = (i / 3) % width;
    const y = Math.floor(i / 3 / width);
    const noise = (x * 7919 + y * 104729) % 23;
    pixels[i] = (x / 4 + noise) & 255;
    pixels[i + 1] = (y / 4 + noise) & 255;
    pixels[i + 2] = (120 + noise * 3) & 255;
  }
  const jpeg = await sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
  const form = new FormData();
  form.append('picture', new File([jpeg], 'portrait.jpg', { type: 'image/jpeg' }));
  const upload = await fetch(`${baseUrl}/api/v1/lawyers/profile/picture`, { method: 'POST', headers: { ...headers, cookie }, body: form });
  if (!upload.ok) throw new Error(`picture upload: HTTP ${upload.status} ${await upload.text()}`);
  return `/lawyer/${user._id ?? user.user?._id}`;
}

const median = (values) => {
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

async function lighthouse(url) {
  const { stdout } = await run(
    'node_modules/.bin/lighthouse',
    [
      url,
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      '--only-categories=performance,accessibility,best-practices,seo',
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
    ],
    // The browser's zone: a visitor in Manila by default (the market), where the pages need no
    // refetch in another zone; BENCH_TZ=UTC measures a visitor abroad (the slot picker then loads
    // their own days after hydration).
    { env: { ...process.env, CHROME_PATH: chromePath, TZ: browserZone }, maxBuffer: 64 * 1024 * 1024 },
  );
  const report = JSON.parse(stdout);
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
    lcpElement: lcpElement(report),
    failing,
  };
}

const server = await startNext({ port });
let missed = false;
try {
  for (let i = 0; i < paths.length; i++) if (paths[i] === '/lawyer/photo') paths[i] = await lawyerWithPhoto(server.url);
  // One warm-up request per page so the first run does not measure a cold server.
  for (const path of paths) await fetch(`${server.url}${path}`);
  console.log(
    `Lighthouse ${RUNS} runs per page, mobile (simulated Moto G Power, slow 4G, 4x CPU), median; browser zone ${browserZone}; host load ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} CPUs:`,
  );
  for (const path of paths) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await lighthouse(`${server.url}${path}`));
    const m = (key) => median(runs.map((r) => r[key]));
    const line = {
      performance: m('performance'),
      accessibility: m('accessibility'),
      'best-practices': m('best-practices'),
      seo: m('seo'),
    };
    const ok = Object.entries(TARGETS).every(([key, min]) => line[key] >= min);
    if (!ok) missed = true;
    console.log(
      `${path}\n  Performance ${line.performance}  Accessibility ${line.accessibility}  Best Practices ${line['best-practices']}  SEO ${line.seo}` +
        `  ${ok ? 'OK' : 'BELOW TARGET'}\n  runs: ${runs.map((r) => `${r.performance}/${r.accessibility}/${r['best-practices']}/${r.seo}`).join('  ')}` +
        `\n  FCP ${Math.round(m('fcp'))} ms  LCP ${Math.round(m('lcp'))} ms  TBT ${Math.round(m('tbt'))} ms  CLS ${m('cls').toFixed(3)}  (host benchmarkIndex ${Math.round(m('benchmarkIndex'))})`,
    );
    console.log(`  LCP element: ${runs[0].lcpElement}`);
    const failing = [...new Set(runs.flatMap((r) => r.failing))];
    if (failing.length) console.log(`  audits not passed in some run: ${failing.join(', ')}`);
  }
} finally {
  server.stop();
}
process.exit(missed ? 1 : 0);
