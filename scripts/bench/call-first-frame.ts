// CALLS_PORT_A=3120 CALLS_PORT_B=3121 CALLS_TURN_PORT=3479 CALLS_DB=abogado_bench_calls bash e2e/calls/start-servers.sh &
// CALLS_PORT_A=3120 CALLS_DB=abogado_bench_calls npx tsx scripts/bench/call-first-frame.ts [--calls=10] [--both]
// Both parties joined → the first remote video frame decoded, on loopback (instance A, no TURN):
// the lawyer waits in the call, the client presses Join. Two clocks: from that click (the call page
// loads, joins, opens the devices) and from the moment the client's join was answered (both joined),
// each until the client's getStats shows inbound framesDecoded > 0. Chromium with fake devices.
// Read with the page's own clock (the click event, the join's resource timing, getStats polled every
// 10 ms in the page), so neither Playwright's click checks nor a round trip per poll are counted.
// The client presses Join as a person does after checking their devices: once the lobby shows its
// camera preview and has warmed the call page (hooks/use-call-warm-up.ts: a few seconds in, when
// idle); --at-once presses it the moment it is enabled, before the camera has even opened.
// --both: both parties wait in their lobbies and press Join at the same moment (the two-browser test
// of issue 45 item 11); the clock runs from the clicks until both pages decode a remote frame.
import { chromium, type Page } from '@playwright/test';
import { chromiumPath } from '@/e2e/browsers';
import { A, createMeeting, createParty, joinCall, openParty } from '@/e2e/calls/fixtures';

const calls = Number(process.argv.find((a) => a.startsWith('--calls='))?.split('=')[1] ?? 10);
const both = process.argv.includes('--both');
const atOnce = process.argv.includes('--at-once');

/** A party's lobby, ready to press Join: enabled, and (unless --at-once) its devices shown and the call page warmed. */
async function lobby(page: Page, portal: 'customer-portal' | 'lawyer-portal', meetingId: string) {
  await page.goto(`${A}/${portal}/meeting/${meetingId}/join`);
  await page.getByRole('button', { name: 'Join', exact: true }).waitFor();
  await page.waitForFunction(() => !document.querySelector('button[disabled]')?.textContent?.includes('Join'));
  if (atOnce) return;
  await page.waitForFunction(
    () => (document.querySelector<HTMLVideoElement>('video[aria-label="Your camera preview"]')?.videoWidth ?? 0) > 0,
  );
  // The warm-up's full prefetch of the call page has been answered.
  await page.waitForFunction(
    (path) => performance.getEntriesByType('resource').some((e) => e.name.includes(`${path}?_rsc`)),
    `/meeting/${meetingId}/call`,
    { timeout: 30_000 },
  );
}

/** Arms the page's clock: the moment Join is clicked, as the page sees it. */
async function armClock(page: Page): Promise<void> {
  // A string, so the bundler's helpers (tsx's __name) never reach the page.
  await page.evaluate(`(() => {
    const button = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Join');
    button.addEventListener('click', () => (window.__clickedAt = performance.now()), { capture: true, once: true });
  })()`);
}

/** In the page: ms from the Join click to the first decoded remote frame, and from the join's answer to it. */
async function firstFrame(page: Page, meetingId: string): Promise<{ fromClick: number; fromJoined: number }> {
  return page.evaluate(`new Promise((resolve, reject) => {
    const deadline = performance.now() + 30000;
    const tick = async () => {
      const pc = window.__pcs.filter((p) => p.connectionState !== 'closed').at(-1);
      let frames = 0;
      if (pc) (await pc.getStats()).forEach((s) => { if (s.type === 'inbound-rtp' && s.kind === 'video') frames += s.framesDecoded || 0; });
      if (frames > 0) {
        const at = performance.now();
        const join = performance.getEntriesByType('resource').find((e) => e.name.includes('/api/v1/meeting/video/${meetingId}'));
        resolve({ fromClick: Math.round(at - window.__clickedAt), fromJoined: Math.round(at - (join ? join.responseEnd : at)) });
      } else if (performance.now() > deadline) reject(new Error('no frame in 30 s'));
      else setTimeout(tick, 10);
    };
    tick();
  })`);
}
const percentile = (xs: number[], p: number) => xs[Math.min(xs.length - 1, Math.ceil((p / 100) * xs.length) - 1)];

async function main() {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--disable-gpu', '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'],
  });
  const times: number[] = [];
  const fromJoined: number[] = [];
  for (let i = 0; i < calls; i++) {
    const lawyer = await createParty('LAWYER', 'Bench', `Lawyer${i}`);
    const client = await createParty('CUSTOMER', 'Bench', `Client${i}`);
    const meetingId = await createMeeting(lawyer, client);
    const lp = await openParty(browser, A, lawyer);
    const cp = await openParty(browser, A, client);
    if (both) {
      await Promise.all([lobby(lp, 'lawyer-portal', meetingId), lobby(cp, 'customer-portal', meetingId)]);
      await Promise.all([armClock(lp), armClock(cp)]);
      await Promise.all([lp, cp].map((p) => p.getByRole('button', { name: 'Join', exact: true }).click()));
      const [l, c] = (await Promise.all([firstFrame(lp, meetingId), firstFrame(cp, meetingId)])).map((f) => f.fromClick);
      times.push(Math.max(l, c));
      console.log(`call ${i + 1}: both pressed Join → lawyer's first frame ${l} ms, client's ${c} ms`);
      await lp.context().close();
      await cp.context().close();
      continue;
    }
    await joinCall(lp, A, 'lawyer-portal', meetingId);
    await lobby(cp, 'customer-portal', meetingId);
    await armClock(cp);
    await cp.getByRole('button', { name: 'Join', exact: true }).click();
    const frame = await firstFrame(cp, meetingId);
    times.push(frame.fromClick);
    fromJoined.push(frame.fromJoined);
    console.log(`call ${i + 1}: ${times.at(-1)} ms after Join, ${fromJoined.at(-1)} ms after both joined`);
    await lp.context().close();
    await cp.context().close();
  }
  await browser.close();
  times.sort((a, b) => a - b);
  fromJoined.sort((a, b) => a - b);
  if (both) {
    console.log(
      `both press Join → a remote frame on both pages, ${calls} calls: p50 ${percentile(times, 50)} ms, p95 ${percentile(times, 95)} ms`,
    );
    return;
  }
  console.log(`first remote frame after Join, ${calls} calls: p50 ${percentile(times, 50)} ms, p95 ${percentile(times, 95)} ms`);
  console.log(
    `first remote frame after both joined, ${calls} calls: p50 ${percentile(fromJoined, 50)} ms, p95 ${percentile(fromJoined, 95)} ms`,
  );
}

void main();
