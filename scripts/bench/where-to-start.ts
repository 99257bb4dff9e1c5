// npx tsx scripts/bench/where-to-start.ts [--base=http://localhost:3100]
// "Where do I start?" (issue 41), against a running production server (`npm run build && npm start`):
// 1. first-load JS of the flow's first screen beside the home page's (goal: within 5 kB);
// 2. time to answer: five scripted cases at 375 px in Chromium, each from the home page's link to
//    the answer page, counting taps (a click, a choice in a list, a word search counts its typing as
//    one tap and its button as another) and the seconds a scripted visitor takes (goal: under 90 s
//    and fewer than 12 taps; Illinois' and Michigan's triage tools take about 107 s). The script does
//    not read, so its seconds are the floor of the flow's own cost (page loads), not a person's.
//    Issue 56 added the questions the place list cannot answer (the same town? barangays next to each
//    other? land, or a shared workplace or school?): its three cases below are the flow's longest paths
//    (goal: a median still ≤ 12 taps over all cases). The taps of a case are counted from its steps,
//    so `--taps` prints them without a server (for the figures of a branch before and after).
import { chromium } from '@playwright/test';
import { chromiumPath } from '@/e2e/browsers';
import e2eConfig from '@/playwright.config';
import { measurePage } from './first-load-js.mjs';

const base = (process.argv.find((a) => a.startsWith('--base='))?.split('=')[1] ?? 'http://localhost:3100').replace(/\/$/, '');

/** Each step: [kind, target] — link (a tap), select (a tap on the list and one on the choice), words (typing + Find). */
type Step = ['link', RegExp] | ['select', string] | ['words', string];
const CASES: { name: string; steps: Step[] }[] = [
  {
    name: 'unpaid wages, Cebu City',
    steps: [
      ['words', 'unpaid wages'],
      ['link', /^Unpaid wages or underpayment/],
      ['link', /^A company or an employer/],
      ['select', 'Cebu City'],
      ['link', /^Not urgent/],
      ['link', /^I'm not sure/],
    ],
  },
  {
    name: 'a debt between neighbours, Makati',
    steps: [
      ['link', /^Money, a debt or property/],
      ['link', /^A person/],
      ['select', 'Makati'],
      ['select', 'Makati'],
      ['link', /^None of these/],
      ['link', /^Not urgent/],
      ['link', /^No, more than/],
    ],
  },
  {
    name: 'a debt, both in a municipality the list does not name (Bicol)',
    steps: [
      ['link', /^Money, a debt or property/],
      ['link', /^A person/],
      ['select', 'Another municipality in Bicol Region'],
      ['select', 'Another municipality in Bicol Region'],
      ['link', /^Yes, the same city or municipality/],
      ['link', /^None of these/],
      ['link', /^Not urgent/],
      ['link', /^I'm not sure/],
    ],
  },
  {
    name: 'a boundary dispute, Naga and Legazpi, barangays next to each other',
    steps: [
      ['link', /^Money, a debt or property/],
      ['link', /^A person/],
      ['select', 'Naga'],
      ['select', 'Legazpi'],
      ['link', /^Yes, our barangays are next to each other/],
      ['link', /^Land or a house in our city/],
      ['link', /^Not urgent/],
      ['link', /^I'm not sure/],
    ],
  },
  {
    name: "a landlord's notice to vacate, both in Naga",
    steps: [
      ['link', /^Money, a debt or property/],
      ['link', /^A person/],
      ['select', 'Naga'],
      ['select', 'Naga'],
      ['link', /^Land or a house in our city/],
      ['link', /^A landlord's or an employer's deadline/],
      ['link', /^I'm not sure/],
    ],
  },
  {
    name: 'violence at home, Quezon City',
    steps: [
      ['link', /^Violence or abuse at home/],
      ['select', 'Quezon City'],
      ['link', /^Someone is in danger/],
    ],
  },
  {
    name: 'a relative arrested, Davao City',
    steps: [
      ['link', /^I or a family member was arrested/],
      ['select', 'Davao City'],
      ['link', /^Someone is arrested/],
    ],
  },
  {
    name: 'child support, a municipality in Bicol',
    steps: [
      ['link', /^Support for a child/],
      ['link', /^A person/],
      ['select', 'Another municipality in Bicol Region'],
      ['select', "I don't know"],
      ['link', /^Not urgent/],
      ['link', /^Yes,/],
    ],
  },
];

/** Taps of a case, as main() counts them: the home page's link, then each step. */
const tapsOf = (steps: Step[]) => 1 + steps.reduce((n, [kind]) => n + (kind === 'link' ? 1 : kind === 'select' ? 3 : 2), 0);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function main() {
  if (process.argv.includes('--taps')) {
    for (const c of CASES) console.log(`${c.name}: ${tapsOf(c.steps)} taps`);
    console.log(`median: ${median(CASES.map((c) => tapsOf(c.steps)))} taps`);
    return;
  }
  const home = await measurePage(base, '/');
  const flow = await measurePage(base, '/where-to-start');
  console.log(
    `first-load JS (gzip): home ${home.totalKb.toFixed(1)} kB, /where-to-start ${flow.totalKb.toFixed(1)} kB, difference ${(flow.totalKb - home.totalKb).toFixed(1)} kB`,
  );

  // The e2e suite's flags on the full browser, as a person runs it (e2e/browsers.ts).
  const browser = await chromium.launch({ ...e2eConfig.use?.launchOptions, executablePath: chromiumPath });
  const results = [];
  for (const c of CASES) {
    const page = await browser.newPage({ viewport: { width: 375, height: 812 } });
    await page.goto(`${base}/`);
    const started = Date.now();
    let taps = 1;
    await page.getByRole('main').getByRole('link', { name: 'Answer a few questions' }).click();
    for (const step of c.steps) {
      if (step[0] === 'link') {
        await page.getByRole('link', { name: step[1] }).first().click();
        taps += 1;
      } else if (step[0] === 'select') {
        await page.getByRole('combobox').selectOption({ label: step[1] });
        await page.getByRole('button', { name: 'Continue' }).click();
        taps += 3;
      } else {
        await page.getByLabel('Or say it in your own words').fill(step[1]);
        await page.getByRole('button', { name: 'Find', exact: true }).click();
        taps += 2;
      }
    }
    await page.waitForURL(/\/where-to-start\/answer\?/);
    await page.getByRole('heading', { level: 1 }).waitFor();
    results.push({ name: c.name, taps, seconds: (Date.now() - started) / 1000 });
    await page.close();
  }
  await browser.close();
  for (const r of results) console.log(`${r.name}: ${r.taps} taps, ${r.seconds.toFixed(1)} s`);
  console.log(`median: ${median(results.map((r) => r.taps))} taps, ${median(results.map((r) => r.seconds)).toFixed(1)} s`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
