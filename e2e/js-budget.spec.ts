import fs from 'node:fs';
import { expect, test } from './fixtures/test';
import { measurePage } from '../scripts/bench/first-load-js.mjs';
import floor from '../scripts/bench/framework-floor.json';

// Issue 17: first-load JS of `/`, a landing page and a lawyer profile (and the other public pages a
// search visitor lands on) ≤ the framework floor + 12 kB. The floor is the
// first-load JS of an empty app built with this checkout's next/react, measured by
// `node scripts/bench/framework-floor.mjs` (which writes framework-floor.json); measure it again
// whenever those versions change.
// Issue 40 (a second language) costs every page its client words and their provider: +1.2 kB on /
// and a landing page, +2.1 kB on a profile, measured against the build before it (its closing note);
// the i18n library's own formatter stays off these first loads (lib/i18n/context.tsx). Half a
// kilobyte more room, not the 3 kB the issue allowed.
// Issues 56 and 57 add to every public first load the <html data-hydrated> mark, the header's links
// that move into the avatar menu on a phone, and to the search box the one problem matcher's ranking
// and its "Where do I start?" note (its synonyms table and list filter load on first use): the landing
// page measured 143.9 kB on a fresh-clone CI run, at the old line exactly. Another half kilobyte, still
// within the 3 kB issue 40 allowed.
const BUDGET_OVER_FLOOR_KB = 13;

const installed = (name: string) => JSON.parse(fs.readFileSync(`node_modules/${name}/package.json`, 'utf8')).version as string;

test('the floor was measured for the installed next and react', () => {
  for (const name of ['next', 'react', 'react-dom'] as const) {
    expect(floor.versions[name], `re-run node scripts/bench/framework-floor.mjs (${name} is now ${installed(name)})`).toBe(installed(name));
  }
});

const LAWYER_PROFILE = 'a lawyer profile';
const pages = [
  '/',
  '/lawyers-online/civil/metro-manila',
  LAWYER_PROFILE,
  '/notary-public',
  '/free-legal-help',
  '/legal-aid',
  '/blog/transferring-a-land-title',
];

for (const name of pages) {
  test(`first-load JS of ${name} stays within the framework floor + ${BUDGET_OVER_FLOOR_KB} kB`, async ({ baseURL, request }) => {
    let path = name;
    if (name === LAWYER_PROFILE) {
      const search = await request.get('/api/v1/lawyers?limit=1');
      expect(search.status()).toBe(200);
      path = `/lawyer/${(await search.json()).results[0]._id}`;
    }
    const { totalKb, scripts } = await measurePage(baseURL!, path);
    const detail = scripts.map((s) => `${(s.gzip / 1024).toFixed(1)} kB ${s.url}`).join('\n');
    expect(totalKb, `${path}: ${totalKb.toFixed(1)} kB over floor ${floor.floorKb} kB\n${detail}`).toBeLessThanOrEqual(
      floor.floorKb + BUDGET_OVER_FLOOR_KB,
    );
    // Compiled off the main thread while it downloads (scripts/build/compile-hints.mjs): without it, the
    // framework's modules compile on the main thread at boot, one long task (Total Blocking Time).
    expect(
      scripts.filter((s) => !s.compileHint).map((s) => s.url),
      `${path}: first-load scripts without the compile hint`,
    ).toEqual([]);
  });
}
