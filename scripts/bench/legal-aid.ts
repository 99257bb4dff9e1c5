// Issue 61's benchmarks: the legal-aid desk page's first-load JavaScript beside /free-legal-help's (what a new
// visitor's browser downloads: first-load-js.mjs, gzip), and the taps a person who just signed up makes on a
// 375 px phone from the home page to a booked free consultation (goal: at most 12). Every tap counts: a link,
// a button, a checkbox, a time, and the tap that focuses each field typed into; optional fields are skipped.
//
//   BASE_URL=http://127.0.0.1:3000 npx tsx scripts/bench/legal-aid.ts
//
// Needs a production server with the demo data (the demo lawyer offers free legal-aid times) trusting
// 127.0.0.1 as a proxy (TRUSTED_PROXIES=127.0.0.1), and Debian's Chromium (e2e/browsers.ts).
import { chromium, type Locator } from '@playwright/test';
import { chromiumPath } from '@/e2e/browsers';
import e2eConfig from '@/playwright.config';
import { newCustomer, PASSWORD } from './bench-session.mjs';
import { measurePage } from './first-load-js.mjs';

const BASE = (process.env.BASE_URL ?? 'http://127.0.0.1:3000').replace(/\/$/, '');

async function firstLoad() {
  for (const path of ['/legal-aid', '/fil/legal-aid', '/free-legal-help']) {
    const { totalKb, scripts } = await measurePage(BASE, path);
    console.log(`first-load JS ${path.padEnd(18)} ${totalKb.toFixed(1).padStart(6)} kB gzip (${scripts.length} scripts)`);
  }
}

async function tapsToBooked() {
  const session = await newCustomer(BASE);
  const browser = await chromium.launch({ ...e2eConfig.use?.launchOptions, executablePath: chromiumPath });
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    isMobile: true,
    hasTouch: true,
    timezoneId: 'Asia/Manila',
  });
  // Signed in through the context's own requests, so its cookies (secure, host-only) are the browser's.
  const signedIn = await context.request.post(`${BASE}/api/v1/auth/signin`, {
    headers: { origin: BASE, 'x-forwarded-for': `198.18.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}` },
    data: { email: session.user.email, password: PASSWORD },
  });
  if (!signedIn.ok()) throw new Error(`sign-in: HTTP ${signedIn.status()}`);
  const page = await context.newPage();
  const steps: string[] = [];
  const tap = async (what: string, target: Locator) => {
    await target.tap();
    steps.push(what);
  };
  const type = async (what: string, field: Locator, text: string) => {
    await tap(`focus ${what}`, field);
    await field.fill(text);
  };
  const ready = () => page.locator('html[data-hydrated]').waitFor({ state: 'attached' });

  await page.goto(BASE);
  await tap('home: Free legal aid', page.getByRole('link', { name: 'Free legal aid', exact: true }));
  await page.waitForURL('**/legal-aid');
  await tap('a lawyer: Choose a free time', page.getByRole('link', { name: /^Choose a free time with Atty\./ }).first());
  await page.waitForURL(/\/legal-aid\/declaration/);
  await ready();
  await type('household', page.getByLabel('How many people live in your household, you included?'), '4');
  await type('income', page.getByLabel("Your household's total monthly income, in pesos"), '8000');
  await type('source', page.getByLabel('Where does this income come from?'), 'Selling vegetables at the market');
  await type('reason', page.getByLabel("Why can't you pay a lawyer?"), 'Four of us live on what I sell each day.');
  await tap('agree', page.getByLabel('I agree that the lawyer will assess my declaration.'));
  await tap('Save and choose a lawyer', page.getByRole('button', { name: 'Save and choose a lawyer' }));
  await page.waitForURL(/\/legal-aid\/book\//);
  await ready();
  const issue = page.getByRole('combobox', { name: 'Legal issue' });
  if (!(await issue.inputValue())) {
    await type('legal issue', issue, 'unpaid wages');
    await tap('a problem', page.getByRole('option').first());
  }
  await tap('a free time', page.getByTestId('legal-aid-slots').getByRole('group', { name: 'Time' }).getByRole('button').first());
  await tap('Book free consultation', page.getByRole('button', { name: 'Book free consultation' }));
  await page.waitForURL(/\/customer-portal\/meeting\/[0-9a-f-]{36}$/);
  console.log(`taps from the home page to a booked free consultation after sign-up (375 px): ${steps.length} (goal ≤ 12)`);
  for (const [i, step] of steps.entries()) console.log(`  ${String(i + 1).padStart(2)}. ${step}`);
  await browser.close();
}

async function main() {
  await firstLoad();
  await tapsToBooked();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
