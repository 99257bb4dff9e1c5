// Issue 60's bench: the bytes a client's phone downloads to ask a lawyer one written question (a first visit to
// the form, with an empty cache, through the question sent to the checkout) and to read one answer, beside a
// first visit to a consultation's booking page. Bytes are what crossed the network (CDP encodedDataLength:
// compressed, headers included), so the figure is what a prepaid data plan pays. Goal: under 300 kB for asking.
//
//   BASE_URL=http://127.0.0.1:3000 npx tsx scripts/bench/question-bytes.ts
//
// Needs a production server with the demo data (npm run build && npm start) trusting 127.0.0.1 as a proxy
// (TRUSTED_PROXIES=127.0.0.1), and Debian's Chromium (e2e/browsers.ts).
import { chromium } from '@playwright/test';
import { chromiumPath } from '@/e2e/browsers';
import e2eConfig from '@/playwright.config';
import { signIn } from './bench-session.mjs';

const BASE = (process.env.BASE_URL ?? 'http://127.0.0.1:3000').replace(/\/$/, '');
// The e2e suite's flags on the full browser (e2e/browsers.ts).
const browser = chromium.launch({ ...e2eConfig.use?.launchOptions, executablePath: chromiumPath });

/** A phone-sized page signed in as `email`, with an empty cache, and a counter of the bytes it downloads. */
async function phone(email: string, password: string) {
  const context = await (await browser).newContext({ viewport: { width: 375, height: 800 }, isMobile: true, hasTouch: true });
  // Signed in through the context's own requests, so its cookies (secure, host-only) are the browser's.
  const signedIn = await context.request.post(`${BASE}/api/v1/auth/signin`, {
    headers: { origin: BASE, 'x-forwarded-for': `198.18.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}` },
    data: { email, password },
  });
  if (!signedIn.ok()) throw new Error(`sign-in as ${email}: HTTP ${signedIn.status()}`);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  let bytes = 0;
  const urls = new Map<string, string>();
  cdp.on('Network.responseReceived', (e) => urls.set(e.requestId, e.response.url));
  cdp.on('Network.loadingFinished', (e) => {
    bytes += e.encodedDataLength;
    if (process.env.BYTES_DETAIL) console.log(`    ${(e.encodedDataLength / 1024).toFixed(1).padStart(7)} kB  ${urls.get(e.requestId)}`);
  });
  return {
    page,
    /** The bytes downloaded since the last call. */
    take: () => {
      const n = bytes;
      bytes = 0;
      return n;
    },
    close: () => context.close(),
  };
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;
async function main() {
  const lawyer = (await signIn(BASE, 'lawyer@example.com', 'Lawyer123!')).user;
  const lawyerId = lawyer._id;

  // Asking: the form's first visit, a problem chosen, the text typed (the draft saved as one types), sent.
  const asker = await phone('customer@example.com', 'Customer123!');
  await asker.page.goto(`${BASE}/customer-portal/questions/new?lawyer=${lawyerId}`, { waitUntil: 'networkidle' });
  const formVisit = asker.take();
  const combo = asker.page.getByRole('combobox').first();
  await combo.click();
  await combo.pressSequentially('unpaid wages', { delay: 30 });
  await asker.page.getByRole('option').first().click();
  const boxes = asker.page.locator('textarea');
  await boxes.nth(0).fill('My employer in Pasig has not paid my last two salaries since I resigned in October.');
  await boxes.nth(1).fill('How do I get my unpaid salary and my certificate of employment?');
  await asker.page.locator('input[name="parties.0.name"]').fill('Sample Trading Corp.');
  await asker.page.waitForLoadState('networkidle');
  // Sent: the checkout is opened (the provider's page itself — the sandbox's here, PayMongo's in production — is not ours).
  const opened = asker.page.waitForRequest((r) => r.url().includes('/checkout') && r.isNavigationRequest());
  await asker.page.getByRole('button', { name: /^Pay .* and send$/ }).click();
  await opened;
  const asking = formVisit + asker.take();
  await asker.close();

  // Reading an answer: the demo client's answered question, first visit with an empty cache.
  const reader = await phone('customer@example.com', 'Customer123!');
  const list = await (await reader.page.request.get(`${BASE}/api/v1/questions`)).json();
  const answered = (list.questions as { _id: string; status: string }[]).find((q) => q.status === 'ANSWERED')!;
  reader.take();
  await reader.page.goto(`${BASE}/customer-portal/questions/${answered._id}`, { waitUntil: 'networkidle' });
  const reading = reader.take();
  await reader.close();

  // Beside it: a consultation's booking page, first visit with an empty cache.
  const booker = await phone('customer@example.com', 'Customer123!');
  await booker.page.goto(`${BASE}/book/${lawyerId}`, { waitUntil: 'networkidle' });
  const booking = booker.take();
  await booker.close();
  await (await browser).close();

  console.log('Bytes a 375 px phone downloads, empty cache (compressed, as the network carries them)');
  console.log(`  asking one written question, form to sent:     ${kb(asking)} (the form's first visit ${kb(formVisit)}); goal < 300 kB`);
  console.log(`  reading one answer:                             ${kb(reading)}`);
  console.log(`  a consultation's booking page, first visit:     ${kb(booking)}`);
}

void main();
