import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { expect, test, type Page, type Response } from '../fixtures/test';
import { joinCall, recordPeerConnections, stats } from '../calls/fixtures';
import { authSettled, DEMO, linkFromMail, mailsTo } from '../fixtures/auth';
import { freeSlots } from '../fixtures/booking';
import { machineWait } from '../slowdown';
import {
  answeredBy,
  createDueMeeting,
  createParty,
  INSTANCES,
  instancePid,
  PASSWORD,
  paidEvent,
  PROXY,
  signIn,
  sql,
  upstreamOf,
} from './fixtures';

// Everything goes through nginx (round robin over two `next start` instances on one PostgreSQL);
// nginx names the instance that answered in X-Upstream, so the specs see where each request went.

test.use({ timezoneId: 'Asia/Manila' });

function tally(upstreams: string[]): string {
  const counts = Object.fromEntries(Object.values(INSTANCES).map((i) => [i, upstreams.filter((u) => u === i).length]));
  const switches = upstreams.slice(1).filter((u, i) => u !== upstreams[i]).length;
  return `${JSON.stringify(counts)}, ${switches}/${Math.max(0, upstreams.length - 1)} consecutive pairs on different instances`;
}

test('sign-in, booking and payment through nginx: one client is served by both instances in turn', async ({ browser }) => {
  const context = await browser.newContext({ timezoneId: 'Asia/Manila' });
  const pageUpstreams: string[] = [];
  // Every request nginx passed on (pages, their RSC payloads, scripts, the API): round robin alternates
  // over all of them, so the API calls alone can land on one instance whenever an even number of other
  // requests falls between them (a CI run: six in a row on one, the seventh raced the assertion).
  context.on('response', (res) => {
    if (res.url().startsWith(PROXY) && answeredBy(res)) pageUpstreams.push(upstreamOf(res));
  });

  // Sign-in, then consecutive requests of this one user: round robin sends each to the other instance,
  // and the session (a signed cookie over one shared database) holds on both.
  const signedIn = await signIn(context.request, DEMO.customer.email, DEMO.customer.password);
  const upstreams = [upstreamOf(signedIn)];
  for (let i = 0; i < 12; i++) {
    const res = await context.request.get(`${PROXY}/api/v1/auth/session`);
    expect(res.status()).toBe(200);
    expect((await res.json()).email).toBe(DEMO.customer.email);
    upstreams.push(upstreamOf(res));
  }
  console.log(`sign-in + 12 session reads of one client: ${tally(upstreams)}`);
  expect(new Set(upstreams).size).toBe(2);
  for (let i = 1; i < upstreams.length; i++) expect(upstreams[i], `request ${i}`).not.toBe(upstreams[i - 1]);

  // Booking through the site and the sandbox checkout: Pay makes the sandbox deliver its signed
  // webhook back through nginx, to whichever instance is next.
  const [demoLawyer] = await sql<{ id: string }>(`SELECT id FROM users WHERE email = $1`, [DEMO.lawyer.email]);
  const slots = await freeSlots(context.request, demoLawyer.id);
  expect(slots.length).toBeGreaterThan(1);
  const page = await context.newPage();
  await page.goto(`${PROXY}/book/${demoLawyer.id}/${slots[0]}?duration=30`);
  await authSettled(page);
  await page.getByLabel('Short case summary').fill('Final pay withheld');
  await page.getByRole('button', { name: 'Go to payment' }).click();
  await expect(page).toHaveURL(/\/checkout\/sandbox\/cs_sbx_[0-9a-f]+$/);
  await page.getByRole('radio', { name: 'Maya' }).check();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page).toHaveURL(/\/checkout\?meeting=[0-9a-f-]{36}$/, { timeout: machineWait(30_000) });
  await expect(page.getByRole('status')).toHaveAttribute('data-state', 'paid');
  const meetingId = new URL(page.url()).searchParams.get('meeting')!;
  const [paid] = await sql<{ status: string; payment: string }>(
    `SELECT m.status, p.status AS payment FROM meetings m JOIN payments p ON p.meeting_id = m.id WHERE m.id = $1`,
    [meetingId],
  );
  expect(paid).toEqual({ status: 'CONFIRMED', payment: 'PAID' });
  console.log(`the client's requests while booking in the browser: ${tally(pageUpstreams)}`);
  expect(new Set(pageUpstreams).size).toBe(2);

  // The provider's webhook straight through nginx, then its redelivery: two instances, applied once.
  const booked = await context.request.post(`${PROXY}/api/v1/meeting`, {
    data: { lawyer_id: demoLawyer.id, start_time: slots[1], duration: 30, call_type: 'PHONE', subject: 'Webhook through the proxy' },
    headers: { origin: PROXY },
  });
  expect(booked.status(), await booked.text()).toBe(200);
  const { _id: secondId, checkout_url } = await booked.json();
  const [{ amount }] = await sql<{ amount: number }>(`SELECT amount_centavos AS amount FROM payments WHERE meeting_id = $1`, [secondId]);
  const event = paidEvent(checkout_url.split('/').pop(), amount);
  const deliver = () =>
    context.request.post(`${PROXY}/api/v1/payments/webhooks/sandbox`, {
      data: event.body,
      headers: { 'content-type': 'application/json', 'paymongo-signature': event.signature },
    });
  const first = await deliver();
  expect(first.status()).toBe(200);
  expect((await first.json()).outcome).toBe('confirmed');
  // Redelivered until an attempt lands on the other instance (round robin alternates, but the
  // page's own background requests may take a turn in between): every redelivery is a duplicate.
  const redeliveries: Awaited<ReturnType<typeof deliver>>[] = [];
  for (let i = 0; i < 6 && !redeliveries.some((r) => upstreamOf(r) !== upstreamOf(first)); i++) redeliveries.push(await deliver());
  expect(redeliveries.some((r) => upstreamOf(r) !== upstreamOf(first))).toBe(true);
  for (const again of redeliveries) {
    expect(again.status()).toBe(200);
    expect((await again.json()).outcome).toBe('duplicate');
  }
  const [{ paidCount }] = await sql<{ paidCount: number }>(
    `SELECT count(*)::int AS "paidCount" FROM payments WHERE meeting_id = $1 AND status = 'PAID'`,
    [secondId],
  );
  expect(paidCount).toBe(1);
  await context.close();
});

type Party = { page: Page; streams: Response[]; ended: Set<Response>; openedAt: Map<Response, number> };

async function party(browser: import('@playwright/test').Browser, email: string): Promise<Party> {
  const context = await browser.newContext({ timezoneId: 'Asia/Manila' });
  await signIn(context.request, email, PASSWORD);
  const page = await context.newPage();
  await recordPeerConnections(page);
  const streams: Response[] = [];
  const ended = new Set<Response>();
  const openedAt = new Map<Response, number>();
  page.on('response', (res) => {
    if (res.request().method() !== 'GET' || !/\/api\/v1\/meeting\/[^/]+\/events/.test(res.url())) return;
    streams.push(res);
    openedAt.set(res, Date.now());
    // An event stream's body ends only when the stream does (a server's retry hint, a refusal); one the
    // page dropped (a navigation) may fail, or — seen here — never be reported either way.
    const end = () => ended.add(res);
    res.finished().then(end, end);
  });
  return { page, streams, ended, openedAt };
}

/**
 * The instance holding a party's open event stream: the newest answer that opened a stream (200) and is
 * not known to have ended — not merely the newest answer, which may be a refused attempt (a 429) while
 * the open stream sits on the other instance.
 */
function openStreamOn(p: Party, openedSince = 0): string | undefined {
  const open = p.streams.filter((res) => res.status() === 200 && !p.ended.has(res) && p.openedAt.get(res)! >= openedSince);
  return open.length > 0 ? upstreamOf(open.at(-1)!) : undefined;
}

const streamsOf = (p: Party) => p.streams.map((res) => `${answeredBy(res)} ${res.status()}${p.ended.has(res) ? ' ended' : ''}`).join(', ');

/** nginx's access-log lines for a path (start-servers.sh's log format: client, request, status, upstream). */
function nginxLog(part: string): string {
  const file = path.join(process.env.PROXY_RUN_DIR!, 'nginx', 'access.log');
  const lines = fs.existsSync(file) ? fs.readFileSync(file, 'utf8').split('\n') : [];
  return lines
    .filter((line) => line.includes(part))
    .slice(-8)
    .join(' | ');
}

function refused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });
}

test('the 10-minute reminder and a video call through nginx; an instance stopped mid-call hands its event streams to the other', async ({
  browser,
}) => {
  const lawyer = await createParty('LAWYER', 'Lea', 'Bautista');
  const client = await createParty('CUSTOMER', 'Ramon', 'Aquino');
  const meetingId = await createDueMeeting(lawyer, client);

  // Both instances run the scheduler; the reminder goes out once, with the join link on the public origin.
  const link = await linkFromMail(browser, client.email, '/meeting/');
  expect(link).toBe(`${PROXY}/meeting/${meetingId}`);
  for (const email of [client.email, lawyer.email]) {
    await expect
      .poll(async () => (await mailsTo(browser, email)).filter((m) => m.subject.startsWith('Starts in 10 minutes')).length, {
        message: email,
      })
      .toBe(1);
  }

  const c = await party(browser, client.email);
  const l = await party(browser, lawyer.email);
  await joinCall(l.page, PROXY, 'lawyer-portal', meetingId);
  // The client follows the reminder's link: through /meeting/{id} to the join page.
  await c.page.goto(link);
  await expect(c.page).toHaveURL(`${PROXY}/customer-portal/meeting/${meetingId}/join`);
  await joinCall(c.page, PROXY, 'customer-portal', meetingId);
  for (const p of [c.page, l.page]) {
    await expect.poll(async () => (await stats(p)).state).toBe('connected');
    await expect.poll(async () => (await stats(p)).framesDecoded).toBeGreaterThan(0);
    await expect.poll(async () => (await stats(p)).audioPacketsReceived).toBeGreaterThan(0);
  }
  await expect.poll(() => openStreamOn(c), { message: streamsOf(c) }).toBeDefined();
  console.log(`event streams: client ${streamsOf(c)}; lawyer ${streamsOf(l)}`);

  // SIGTERM to the instance holding the client's stream: the stream ends with a retry hint, the
  // browser reconnects through nginx to the other instance, and signaling carries on.
  const stopped = openStreamOn(c)!;
  const other = stopped === INSTANCES.a ? INSTANCES.b : INSTANCES.a;
  // A stream the page dropped is not always reported ended (party()): one opened before the stop may
  // look open on the other instance while the page is still reconnecting. The parties whose stream was
  // on the stopped instance must show one opened after the stop.
  const moved = [c, l].filter((p) => openStreamOn(p) === stopped);
  const stoppedAt = Date.now();
  process.kill(instancePid(stopped), 'SIGTERM');
  // The reconnect is the client's own (subscribeCallEvents): at once after a stream that was open, with
  // a back-off of 1, 2, 4 … s after attempts refused on the way (a 429 while the stopped instance still
  // holds the stream's slot, a 502 while nginx counts both instances failed).
  await expect
    .poll(() => openStreamOn(c, stoppedAt), { timeout: 30_000 })
    .toBe(other)
    .catch((error: Error) => {
      throw new Error(`no stream from ${other} after stopping ${stopped}; the client's: ${streamsOf(c)}; nginx: ${nginxLog('/events')}`, {
        cause: error,
      });
    });
  await expect.poll(() => refused(Number(stopped.split(':')[1])), { timeout: 10_000 }).toBe(true);
  // Both parties' streams end up on the running instance, and signals flow both ways again.
  for (const p of [c, l]) {
    await expect.poll(() => openStreamOn(p, moved.includes(p) ? stoppedAt : 0), { timeout: 15_000, message: streamsOf(p) }).toBe(other);
  }
  await l.page.getByRole('button', { name: 'Turn camera off' }).click();
  await expect(c.page.getByText('Camera is off'))
    .toBeVisible()
    .catch((error: Error) => {
      throw new Error(`the client never saw the lawyer's camera off; client: ${streamsOf(c)}; nginx: ${nginxLog('/events')}`, {
        cause: error,
      });
    });
  // The media never went through the instances: the client's video still reaches the lawyer.
  const before = (await stats(l.page)).framesDecoded;
  await expect.poll(async () => (await stats(l.page)).framesDecoded).toBeGreaterThan(before);
  await c.page.getByRole('button', { name: 'Turn camera off' }).click();
  await expect(l.page.getByText('Camera is off'))
    .toBeVisible()
    .catch((error: Error) => {
      throw new Error(`the lawyer never saw the client's camera off; lawyer: ${streamsOf(l)}; nginx: ${nginxLog('/events')}`, {
        cause: error,
      });
    });
  console.log(`after stopping ${stopped}: client streams ${streamsOf(c)}; lawyer streams ${streamsOf(l)}`);
});
