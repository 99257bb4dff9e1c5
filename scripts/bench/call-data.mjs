// The data a consultation call costs in each mode (issue 44), measured: two Chromium pages (fake
// camera and microphone) hold a call for a fixed time in video (today's default), data saver and
// audio only, on the loopback and with the client behind the bad-link emulator (300 ms RTT, 3 % loss
// each way, 1 Mbit/s: e2e/calls/bad-link.ts, needs root). Prints, per side: MB a minute sent and
// received on the wire (the transport's bytes), MB per 30 minutes, the video decoded (fps, lines) and
// audio loss after concealment; then, on the loopback, how long the other side's picture takes to
// follow a mode switch. Each mode runs --runs times on the loopback (--bad-runs behind the bad link);
// the summary gives per mode the median run — one phone, both directions, per 30 minutes, the mean of
// the two sides — with the bad link's beside it, for lib/reference/call-data.ts (issue 63: the pages
// show the typical figure and the weak link's). Transport bytes are what the browser counts (RTP,
// RTCP, STUN, SRTP); "with IP/UDP" adds 28 bytes a packet (IPv4), what a telco counts.
//
// CALLS_PORT_A=3197 CALLS_PORT_B=3198 CALLS_TURN_PORT=3199 CALLS_DB=abogado_bench_call_data bash e2e/calls/start-servers.sh &
// CALLS_PORT_A=3197 CALLS_PORT_B=3198 CALLS_DB=abogado_bench_call_data npx tsx scripts/bench/call-data.mjs \
//   [--seconds=60] [--links=loopback,bad] [--modes=video,saver,audio] [--runs=3] [--bad-runs=1] [--shots=DIR]
import { chromium } from '@playwright/test';
import { chromiumPath } from '../../e2e/browsers';
import { BadLink } from '../../e2e/calls/bad-link';
import { A, PORT_A, PORT_B, callsSql, createMeeting, createParty, joinCall, openParty } from '../../e2e/calls/fixtures';

const arg = (name, fallback) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const seconds = Number(arg('seconds', 60));
const links = arg('links', 'loopback,bad').split(',');
/** A folder to save, per link, what the lawyer's page shows of the client's picture in data saver (first run): is it legible? */
const shots = arg('shots', '');
const runsOn = { loopback: Number(arg('runs', 3)), bad: Number(arg('bad-runs', 1)) };
/** IPv4 (20) and UDP (8) headers: on every packet, outside what the transport's bytes count. */
const IP_UDP_BYTES = 28;
const MODES = arg('modes', 'video,saver,audio').split(',');
const args = ['--no-sandbox', '--disable-gpu', '--no-first-run', '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'];

async function until(what, check, ms = 60_000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out: ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The page's live connection, read like chrome://webrtc-internals. */
function read(page) {
  return page.evaluate(async () => {
    const pc = window.__pcs.filter((p) => p.connectionState !== 'closed').at(-1);
    const out = {
      at: 0,
      state: pc?.connectionState ?? 'none',
      sent: 0,
      received: 0,
      packetsSent: 0,
      packetsReceived: 0,
      frames: 0,
      height: 0,
      concealed: 0,
      samples: 0,
      mode: '',
    };
    out.mode = document.querySelector('main[data-call-mode]')?.getAttribute('data-call-mode') ?? '';
    if (!pc) return out;
    (await pc.getStats()).forEach((s) => {
      out.at = Math.max(out.at, s.timestamp);
      if (s.type === 'transport')
        Object.assign(out, {
          sent: out.sent + (s.bytesSent ?? 0),
          received: out.received + (s.bytesReceived ?? 0),
          packetsSent: out.packetsSent + (s.packetsSent ?? 0),
          packetsReceived: out.packetsReceived + (s.packetsReceived ?? 0),
        });
      if (s.type === 'inbound-rtp' && s.kind === 'video') Object.assign(out, { frames: s.framesDecoded ?? 0, height: s.frameHeight ?? 0 });
      if (s.type === 'inbound-rtp' && s.kind === 'audio')
        Object.assign(out, { concealed: s.concealedSamples ?? 0, samples: s.totalSamplesReceived ?? 0 });
    });
    return out;
  });
}

function rates(a, b) {
  const minutes = (b.at - a.at) / 60_000;
  return {
    sentPerMin: (b.sent - a.sent) / 1e6 / minutes,
    receivedPerMin: (b.received - a.received) / 1e6 / minutes,
    sentHeadersPerMin: ((b.packetsSent - a.packetsSent) * IP_UDP_BYTES) / 1e6 / minutes,
    receivedHeadersPerMin: ((b.packetsReceived - a.packetsReceived) * IP_UDP_BYTES) / 1e6 / minutes,
    fps: (b.frames - a.frames) / (minutes * 60),
    height: b.height,
    concealedPct: (100 * (b.concealed - a.concealed)) / Math.max(1, b.samples - a.samples),
    mode: b.mode,
  };
}

async function callIn(mode, host, behind, tag) {
  const lawyer = await createParty('LAWYER', 'Bench', `${tag}${mode}`);
  const client = await createParty('CUSTOMER', 'Bench', `${tag}${mode}`);
  // Both accounts chose the mode: each lobby offers it and the call starts in it.
  await callsSql(`UPDATE users SET call_mode = $1 WHERE id IN ($2, $3)`, [mode, lawyer.id, client.id]);
  const meetingId = await createMeeting(lawyer, client);
  const lp = await openParty(host, A, lawyer);
  const cp = await openParty(behind, A, client);
  await joinCall(lp, A, 'lawyer-portal', meetingId);
  await joinCall(cp, A, 'customer-portal', meetingId);
  await until('connected', async () => (await read(lp)).state === 'connected' && (await read(cp)).state === 'connected');
  return { lp, cp, close: async () => Promise.all([lp.context().close(), cp.context().close()]) };
}

/** Time until `check` holds, polled every 50 ms. */
async function timeUntil(check) {
  const t0 = Date.now();
  await until('the view follows', check, 30_000);
  return Date.now() - t0;
}

async function main() {
  const host = await chromium.launch({ executablePath: chromiumPath, args });
  const results = [];
  try {
    for (const name of links) {
      const link =
        name === 'bad'
          ? await BadLink.up({
              id: PORT_A + 2,
              appPorts: [PORT_A, PORT_B],
              shape: { delayMs: 150, loss: 0.03, rateKbit: 1000, queueMs: 400 },
            })
          : null;
      const behind = link ? await chromium.launch({ executablePath: link.chromium, args }) : host;
      try {
        for (let run = 1; run <= (runsOn[name] ?? 1); run++)
          for (const mode of MODES) {
            const call = await callIn(mode, host, behind, `${name}${run}`);
            // Five seconds to settle (the bandwidth estimate ramps up), then the measured stretch.
            await call.lp.waitForTimeout(5_000);
            const [l0, c0] = await Promise.all([read(call.lp), read(call.cp)]);
            await call.lp.waitForTimeout(seconds * 1000);
            const [l1, c1] = await Promise.all([read(call.lp), read(call.cp)]);
            const row = { link: name, mode, run, lawyer: rates(l0, l1), client: rates(c0, c1) };
            results.push(row);
            const f = (r) =>
              `sent ${r.sentPerMin.toFixed(2)} MB/min, received ${r.receivedPerMin.toFixed(2)} MB/min ` +
              `(${(r.sentPerMin * 30).toFixed(1)} / ${(r.receivedPerMin * 30).toFixed(1)} MB per 30 min); ` +
              `+ IP/UDP ${((r.sentHeadersPerMin + r.receivedHeadersPerMin) * 30).toFixed(1)} MB; video ${r.fps.toFixed(1)} fps at ${r.height}p; audio concealed ${r.concealedPct.toFixed(2)} %; ended in ${r.mode}`;
            console.log(`${name} run ${run} ${mode} over ${seconds} s:\n  lawyer: ${f(row.lawyer)}\n  client: ${f(row.client)}`);
            if (shots && mode === 'saver' && run === 1)
              await call.lp.getByTestId('remote-video').screenshot({ path: `${shots}/${name}-saver.png` });
            if (name === 'loopback' && mode === 'video' && run === 1) {
              // The other side's picture after a switch: gone (audio only), back (video).
              const modes = call.cp.getByRole('group', { name: 'Call mode' });
              await modes.getByRole('button', { name: 'Audio only' }).click();
              const gone = await timeUntil(async () => (await call.lp.getByTestId('remote-video').count()) === 0);
              await call.lp.waitForTimeout(2_000);
              const framesBefore = (await read(call.lp)).frames;
              await modes.getByRole('button', { name: 'Video', exact: true }).click();
              const back = await timeUntil(
                async () => (await call.lp.getByTestId('remote-video').count()) === 1 && (await read(call.lp)).frames > framesBefore,
              );
              await modes.getByRole('button', { name: 'Data saver' }).click();
              const smaller = await timeUntil(async () => {
                const r = await read(call.lp);
                return r.height > 0 && r.height <= 240;
              });
              console.log(
                `  switch followed on the other side: audio only ${gone} ms, back to video ${back} ms (first new frame), data saver ${smaller} ms (240 lines)`,
              );
            }
            await call.close();
          }
      } finally {
        if (link) {
          await behind.close();
          console.log(`link: ${await link.down()}`);
        }
      }
    }
  } finally {
    await host.close();
  }
  summary(results);
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];

/** Per link and mode: the median run's figures (one phone, both directions, per 30 minutes), and the runs' spread. */
function summary(results) {
  console.log('\nPer phone, both directions, per 30 minutes (the mean of the two sides; median run, [all runs]):');
  for (const link of links)
    for (const mode of MODES) {
      const rows = results.filter((r) => r.link === link && r.mode === mode);
      if (rows.length === 0) continue;
      const sides = (r) => [r.lawyer, r.client];
      const mb = (r, extra) =>
        (sides(r).reduce((n, x) => n + x.sentPerMin + x.receivedPerMin + (extra ? x.sentHeadersPerMin + x.receivedHeadersPerMin : 0), 0) /
          2) *
        30;
      const all = rows.map((r) => mb(r, false));
      const mid = rows.find((r) => mb(r, false) === median(all));
      // lib/reference/call-data.ts keeps what a telco counts: with IP/UDP.
      const sent = (sides(mid).reduce((n, x) => n + x.sentPerMin + x.sentHeadersPerMin, 0) / 2).toFixed(3);
      const received = (sides(mid).reduce((n, x) => n + x.receivedPerMin + x.receivedHeadersPerMin, 0) / 2).toFixed(3);
      console.log(
        `  ${link} ${mode}: ${mb(mid, false).toFixed(1)} MB (with IP/UDP ${mb(mid, true).toFixed(1)}) [${all.map((x) => x.toFixed(1)).join(', ')}]; ` +
          `audio concealed ${median(rows.flatMap((r) => sides(r).map((x) => x.concealedPct))).toFixed(2)} %; ` +
          `decoded ${Math.min(...sides(mid).map((x) => x.height))}p at ${median(sides(mid).map((x) => x.fps)).toFixed(1)} fps; ` +
          `ended in ${[...new Set(rows.flatMap((r) => sides(r).map((x) => x.mode)))].join('/')}; ` +
          `{ sentMbPerMin: ${sent}, receivedMbPerMin: ${received} }`,
      );
    }
}

void main().catch((error) => {
  console.error(error);
  process.exit(1);
});
