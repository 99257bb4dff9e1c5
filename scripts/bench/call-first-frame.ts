// CALLS_PORT_A=3120 CALLS_PORT_B=3121 CALLS_TURN_PORT=3479 CALLS_DB=abogado_bench_calls bash e2e/calls/start-servers.sh &
// CALLS_PORT_A=3120 CALLS_DB=abogado_bench_calls npx tsx scripts/bench/call-first-frame.ts [--calls=10]
// Both parties joined → the first remote video frame decoded, on loopback (instance A, no TURN):
// the lawyer waits in the call, the client presses Join. Two clocks: from that click (the call page
// loads, joins, opens the devices) and from the moment the client's join was answered (both joined),
// each until the client's getStats shows inbound framesDecoded > 0. Chromium with fake devices.
import { chromium } from '@playwright/test';
import { A, createMeeting, createParty, joinCall, openParty, stats } from '../../e2e/calls/fixtures';

const calls = Number(process.argv.find((a) => a.startsWith('--calls='))?.split('=')[1] ?? 10);
const percentile = (xs: number[], p: number) => xs[Math.min(xs.length - 1, Math.ceil((p / 100) * xs.length) - 1)];

async function main() {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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
    await joinCall(lp, A, 'lawyer-portal', meetingId);
    await cp.goto(`${A}/customer-portal/meeting/${meetingId}/join`);
    const join = cp.getByRole('button', { name: 'Join', exact: true });
    await join.waitFor();
    await cp.waitForFunction(() => !document.querySelector('button[disabled]')?.textContent?.includes('Join'));
    const started = Date.now();
    let joinedAt = 0;
    cp.on('response', (res) => {
      if (!joinedAt && res.request().method() === 'GET' && res.url().includes(`/api/v1/meeting/video/${meetingId}`) && res.status() === 200)
        joinedAt = Date.now();
    });
    await join.click();
    for (;;) {
      const s = await stats(cp).catch(() => null);
      if (s && s.framesDecoded > 0) break;
      if (Date.now() - started > 30_000) throw new Error('no frame in 30 s');
      await cp.waitForTimeout(50);
    }
    times.push(Date.now() - started);
    fromJoined.push(Date.now() - joinedAt);
    console.log(`call ${i + 1}: ${times.at(-1)} ms after Join, ${fromJoined.at(-1)} ms after both joined`);
    await lp.context().close();
    await cp.context().close();
  }
  await browser.close();
  times.sort((a, b) => a - b);
  fromJoined.sort((a, b) => a - b);
  console.log(`first remote frame after Join, ${calls} calls: p50 ${percentile(times, 50)} ms, p95 ${percentile(times, 95)} ms`);
  console.log(
    `first remote frame after both joined, ${calls} calls: p50 ${percentile(fromJoined, 50)} ms, p95 ${percentile(fromJoined, 95)} ms`,
  );
}

void main();
