// CALLS_PORT_A=3120 CALLS_PORT_B=3121 CALLS_TURN_PORT=3479 CALLS_DB=abogado_bench_calls bash e2e/calls/start-servers.sh &
// CALLS_PORT_A=3120 CALLS_DB=abogado_bench_calls npx tsx scripts/bench/call-bad-link.ts [--calls=3]
// (as root: it makes a network namespace). The client's browser behind a 300 ms RTT, 3 % loss each
// way, 1 Mbit/s link (e2e/calls/bad-link.ts), the lawyer on the host, instance A without TURN. Per
// call: the lobby's load, the time from the client's Join click to `connected` (the call page loads
// over the link too) and from the client's join being answered (both joined) to `connected`; over
// 20 s of call on each side, inbound audio
// packet loss, the share of audio samples the decoder had to conceal, and decoded video frames per
// second with their height; then a 10-second outage and the time from the link's return until
// decoded frames grow again on both sides. Prints each call and the medians.
import { chromium, type Page } from '@playwright/test';
import { chromiumPath } from '@/e2e/browsers';
import { BadLink } from '@/e2e/calls/bad-link';
import { A, PORT_A, PORT_B, createMeeting, createParty, joinCall, mediaStats, openParty } from '@/e2e/calls/fixtures';
import { expect } from '@playwright/test';

const calls = Number(process.argv.find((a) => a.startsWith('--calls='))?.split('=')[1] ?? 3);
const args = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--no-first-run',
  '--use-fake-ui-for-media-stream',
  '--use-fake-device-for-media-stream',
];
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function until(what: string, check: () => Promise<boolean>, ms: number): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out: ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function window20s(page: Page) {
  const a = await mediaStats(page);
  await page.waitForTimeout(20_000);
  const b = await mediaStats(page);
  const received = b.audioPacketsReceived - a.audioPacketsReceived;
  const lost = b.audioPacketsLost - a.audioPacketsLost;
  return {
    audioLossPct: (100 * lost) / Math.max(1, received + lost),
    concealedPct: (100 * (b.concealedSamples - a.concealedSamples)) / Math.max(1, b.totalSamples - a.totalSamples),
    fps: (b.framesDecoded - a.framesDecoded) / 20,
    height: b.frameHeight,
  };
}

async function main() {
  const link = await BadLink.up({
    id: PORT_A + 7,
    appPorts: [PORT_A, PORT_B],
    shape: { delayMs: 150, loss: 0.03, rateKbit: 1000, queueMs: 400 },
  });
  const host = await chromium.launch({ executablePath: chromiumPath, args });
  const behind = await chromium.launch({ executablePath: link.chromium, args });
  const rows: {
    lobbyMs: number;
    connectMs: number;
    joinedMs: number;
    recoverMs: number;
    lawyer: Awaited<ReturnType<typeof window20s>>;
    client: Awaited<ReturnType<typeof window20s>>;
  }[] = [];
  try {
    for (let i = 0; i < calls; i++) {
      const lawyer = await createParty('LAWYER', 'Bench', `Link${i}`);
      const client = await createParty('CUSTOMER', 'Bench', `Link${i}`);
      const meetingId = await createMeeting(lawyer, client);
      const lp = await openParty(host, A, lawyer);
      const cp = await openParty(behind, A, client);
      await joinCall(lp, A, 'lawyer-portal', meetingId);
      const tLobby = Date.now();
      await cp.goto(`${A}/customer-portal/meeting/${meetingId}/join`);
      const join = cp.getByRole('button', { name: 'Join', exact: true });
      await expect(join).toBeEnabled({ timeout: 60_000 });
      const lobbyMs = Date.now() - tLobby;
      let joinedAt = 0;
      cp.on('response', (res) => {
        if (
          !joinedAt &&
          res.request().method() === 'GET' &&
          res.url().includes(`/api/v1/meeting/video/${meetingId}`) &&
          res.status() === 200
        )
          joinedAt = Date.now();
      });
      const t0 = Date.now();
      await join.click();
      await until('connected', async () => (await mediaStats(cp)).state === 'connected', 60_000);
      const connectMs = Date.now() - t0;
      const joinedMs = Date.now() - joinedAt;
      await until('frames', async () => (await mediaStats(lp)).framesDecoded > 0 && (await mediaStats(cp)).framesDecoded > 0, 60_000);
      const [lawyerSide, clientSide] = await Promise.all([window20s(lp), window20s(cp)]);
      link.outage(true);
      await lp.waitForTimeout(10_000);
      const frozen = [(await mediaStats(lp)).framesDecoded, (await mediaStats(cp)).framesDecoded];
      link.outage(false);
      const back = Date.now();
      await until(
        'frames after the outage',
        async () => (await mediaStats(lp)).framesDecoded > frozen[0] + 5 && (await mediaStats(cp)).framesDecoded > frozen[1] + 5,
        90_000,
      );
      const recoverMs = Date.now() - back;
      rows.push({ lobbyMs, connectMs, joinedMs, recoverMs, lawyer: lawyerSide, client: clientSide });
      const f = (s: Awaited<ReturnType<typeof window20s>>) =>
        `audio loss ${s.audioLossPct.toFixed(1)} %, concealed ${s.concealedPct.toFixed(1)} %, video ${s.fps.toFixed(1)} fps at ${s.height}p`;
      console.log(
        `call ${i + 1}: lobby ready ${lobbyMs} ms; connected ${connectMs} ms after Join, ${joinedMs} ms after both joined; lawyer receives: ${f(lawyerSide)}; client receives: ${f(clientSide)}; back ${recoverMs} ms after a 10 s outage`,
      );
      await lp.context().close();
      await cp.context().close();
    }
  } finally {
    await behind.close();
    await host.close();
    console.log(`link: ${await link.down()}`);
  }
  const m = (pick: (r: (typeof rows)[number]) => number) => median(rows.map(pick));
  console.log(
    `bad link (300 ms RTT, 3 % loss, 1 Mbit/s), median of ${rows.length}: lobby ready ${m((r) => r.lobbyMs)} ms; connected ${m((r) => r.connectMs)} ms after Join, ${m((r) => r.joinedMs)} ms after both joined; ` +
      `audio loss ${m((r) => r.lawyer.audioLossPct).toFixed(1)} % / ${m((r) => r.client.audioLossPct).toFixed(1)} % (lawyer / client receiving), ` +
      `concealed ${m((r) => r.lawyer.concealedPct).toFixed(1)} % / ${m((r) => r.client.concealedPct).toFixed(1)} %; ` +
      `video ${m((r) => r.lawyer.fps).toFixed(1)} / ${m((r) => r.client.fps).toFixed(1)} fps; recovery after a 10 s outage ${m((r) => r.recoverMs)} ms`,
  );
}

void main();
