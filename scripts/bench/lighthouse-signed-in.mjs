// Lighthouse (mobile, the default form factor) on the signed-in pages: median of N runs per page.
//
//   npm run build   # with NEXT_DIST_DIR / DATA_DIR of your choice
//   NEXT_DIST_DIR=.next-bench DATA_DIR=.data-bench node scripts/bench/lighthouse-signed-in.mjs [page ...]
//
// Starts `next start` itself (BENCH_PORT, default 3204), makes its world through the API
// (scripts/bench/bench-session.mjs: the seeded lawyer@example.com, a new customer, a paid meeting
// between them — that changes the bench's database, not yours) and runs lighthouse@13 on Debian's
// Chromium holding the session cookies (a fresh profile per run). Prints the scores and the main metrics;
// exits 1 when a median Performance is below 95 (issue 28: signed-in pages as fast as public ones).
//
// Pages (all without arguments): dashboard, calendar, basic-info (the lawyer's), meeting (the customer's
// meeting page), lobby (the customer's join page: device check and waiting room).
import { signedInWorld } from './bench-session.mjs';
import { benchPage, printHeader } from './lighthouse-run.mjs';
import { startNext } from './landing-server.mjs';

const port = Number(process.env.BENCH_PORT ?? 3204);
const TARGETS = { performance: 95, accessibility: 100, 'best-practices': 100 };
// Only Performance gates the exit code: the signed-in pages are noindex (SEO is not scored) and
// accessibility has its own e2e checks; the other categories are printed to see them move.
const GATE = { performance: 95 };

const PAGES = {
  dashboard: ({ lawyer }) => ({ path: '/lawyer-portal', cookie: lawyer.cookie }),
  calendar: ({ lawyer }) => ({ path: '/lawyer-portal/calendar', cookie: lawyer.cookie }),
  'basic-info': ({ lawyer }) => ({ path: '/lawyer-portal/profile/basic-info', cookie: lawyer.cookie }),
  meeting: ({ customer, meetingId }) => ({ path: `/customer-portal/meeting/${meetingId}`, cookie: customer.cookie }),
  lobby: ({ customer, meetingId }) => ({ path: `/customer-portal/meeting/${meetingId}/join`, cookie: customer.cookie }),
};
const names = process.argv.slice(2);
if (names.length === 0) names.push(...Object.keys(PAGES));
for (const name of names) if (!PAGES[name]) throw new Error(`unknown page ${name}; one of ${Object.keys(PAGES).join(', ')}`);

const server = await startNext({ port, env: { TRUSTED_PROXIES: '127.0.0.1', LOG_LEVEL: 'warn' } });
let missed = false;
try {
  const world = await signedInWorld(server.url);
  const pages = names.map((name) => ({ name, ...PAGES[name](world) }));
  // One warm-up request per page so the first run does not measure a cold server.
  for (const { path, cookie } of pages) {
    const res = await fetch(`${server.url}${path}`, { headers: { cookie }, redirect: 'manual' });
    if (res.status !== 200) throw new Error(`${path}: HTTP ${res.status} (signed in?)`);
  }
  printHeader();
  for (const { name, path, cookie } of pages) {
    const { medians } = await benchPage(`${name} ${path}`, `${server.url}${path}`, TARGETS, {
      categories: Object.keys(TARGETS).join(','),
      cookies: cookie.split('; ').map((pair) => ({ name: pair.slice(0, pair.indexOf('=')), value: pair.slice(pair.indexOf('=') + 1) })),
      // The lobby asks for the camera and microphone: fake devices, granted without a prompt.
      chromeFlags: ['--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'],
    });
    if (Object.entries(GATE).some(([key, min]) => medians[key] < min)) missed = true;
  }
} finally {
  server.stop();
}
process.exit(missed ? 1 : 0);
