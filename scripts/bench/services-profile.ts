// Issue 62's benchmark: the public profile's first-load JavaScript with the fixed-price services section beside
// the same profile without it (goal: at most +5 kB gzip). The section is server HTML with plain links, so the
// JavaScript should not move at all; its HTML grows by the offers' lines, printed too. Both measured on the same
// lawyer and build: the seeded lawyer@example.com first offers nothing, then three services; their own offers are
// put back at the end.
//
//   BASE_URL=http://127.0.0.1:3000 npx tsx scripts/bench/services-profile.ts
//
// Needs a production server with the demo data trusting 127.0.0.1 as a proxy (TRUSTED_PROXIES=127.0.0.1).
import { gzipSync } from 'node:zlib';
import { sessionFetch, signIn } from './bench-session.mjs';
import { measurePage } from './first-load-js.mjs';

const BASE = (process.env.BASE_URL ?? 'http://127.0.0.1:3000').replace(/\/$/, '');
const OFFERS = [
  { service_type: 'DEMAND_LETTER', price_pesos: 4_500, turnaround_days: 3 },
  { service_type: 'CONTRACT_REVIEW', price_pesos: 6_000, turnaround_days: 5 },
  { service_type: 'SMALL_CLAIMS_KIT', price_pesos: 8_000, turnaround_days: 7 },
];
const RUNS = 3;

type Offers = { offers: { service_type: string; price_pesos: number; turnaround_days: number }[] };

async function htmlKb(path: string): Promise<number> {
  const res = await fetch(`${BASE}${path}`);
  if (!res.ok) throw new Error(`${path}: HTTP ${res.status}`);
  return gzipSync(Buffer.from(await res.arrayBuffer()), { level: 9 }).length / 1024;
}

/** The smallest of a few runs (a page's scripts do not change between runs; the minimum drops a slow fetch). */
async function measure(path: string) {
  let js = Infinity;
  let scripts = 0;
  let html = Infinity;
  for (let i = 0; i < RUNS; i++) {
    const page = await measurePage(BASE, path);
    if (page.totalKb < js) [js, scripts] = [page.totalKb, page.scripts.length];
    html = Math.min(html, await htmlKb(path));
  }
  return { js, scripts, html };
}

async function main() {
  const lawyer = await signIn(BASE, 'lawyer@example.com', 'Lawyer123!');
  const call = sessionFetch(BASE, lawyer.cookie);
  const own = (await call('/api/v1/lawyers/profile/services')) as Offers;
  const put = (offers: Offers['offers']) => call('/api/v1/lawyers/profile/services', { method: 'PUT', json: { offers } });
  try {
    for (const locale of ['', '/fil']) {
      const path = `${locale}/lawyer/${lawyer.user._id}`;
      await put([]);
      const before = await measure(path);
      await put(OFFERS);
      const after = await measure(path);
      const row = (label: string, m: typeof before) =>
        `  ${label.padEnd(22)} JS ${m.js.toFixed(1).padStart(6)} kB gzip (${m.scripts} scripts) · HTML ${m.html.toFixed(1).padStart(5)} kB gzip`;
      console.log(`profile ${path}`);
      console.log(row('without services', before));
      console.log(row(`with ${OFFERS.length} services`, after));
      console.log(
        `  difference             JS ${(after.js - before.js >= 0 ? '+' : '') + (after.js - before.js).toFixed(1)} kB (goal ≤ +5 kB) · HTML +${(after.html - before.html).toFixed(1)} kB`,
      );
    }
  } finally {
    await put(own.offers.map(({ service_type, price_pesos, turnaround_days }) => ({ service_type, price_pesos, turnaround_days })));
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
