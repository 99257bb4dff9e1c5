// A relative on the call (issue 63 item 5): what a three-way call costs each browser beside a two-way call. The
// call is a full mesh — each browser sends its camera and microphone on two connections — so upload doubles;
// measured: each browser's bytes sent and received on the wire (every connection's transport), per 30 minutes,
// in video and data saver, and the CPU of each browser (its own Chromium process tree: one browser per party).
//
// CALLS_PORT_A=3197 CALLS_PORT_B=3198 CALLS_TURN_PORT=3199 CALLS_DB=abogado_bench_three bash e2e/calls/start-servers.sh &
// CALLS_PORT_A=3197 CALLS_PORT_B=3198 CALLS_DB=abogado_bench_three npx tsx scripts/bench/call-three-way.mjs [--seconds=60] [--modes=video,saver]
import { readdirSync, readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { chromiumPath } from '../../e2e/browsers';
import { A, callsSql, createMeeting, createParty, joinCall, recordPeerConnections, signIn } from '../../e2e/calls/fixtures';

const arg = (name, fallback) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;
const seconds = Number(arg('seconds', 60));
const modes = arg('modes', 'video,saver').split(',');
const args = ['--no-sandbox', '--disable-gpu', '--no-first-run', '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'];
const TICKS_PER_SECOND = 100;

async function until(what, check, ms = 90_000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out: ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** CPU ticks (user + system) of a process and all its descendants, from /proc. */
function cpuTicks(rootPid) {
  const children = new Map();
  const ticks = new Map();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const ppid = Number(fields[1]);
      ticks.set(Number(name), Number(fields[11]) + Number(fields[12]));
      if (!children.has(ppid)) children.set(ppid, []);
      children.get(ppid).push(Number(name));
    } catch {
      // a process that ended while we looked
    }
  }
  let total = 0;
  const stack = [rootPid];
  while (stack.length) {
    const pid = stack.pop();
    total += ticks.get(pid) ?? 0;
    stack.push(...(children.get(pid) ?? []));
  }
  return total;
}

/** Every live connection of the page: bytes on the wire, and how many are up. */
function read(page) {
  return page.evaluate(async () => {
    const out = { at: 0, sent: 0, received: 0, up: 0 };
    for (const pc of window.__pcs.filter((p) => p.connectionState !== 'closed')) {
      if (pc.connectionState === 'connected') out.up += 1;
      (await pc.getStats()).forEach((s) => {
        out.at = Math.max(out.at, s.timestamp);
        if (s.type === 'transport')
          Object.assign(out, { sent: out.sent + (s.bytesSent ?? 0), received: out.received + (s.bytesReceived ?? 0) });
      });
    }
    return out;
  });
}

/** One browser of its own (a process tree to measure), and a page in it. */
async function browserFor(party) {
  const server = await chromium.launchServer({ executablePath: chromiumPath, args });
  const browser = await chromium.connect(server.wsEndpoint());
  const context = await browser.newContext();
  if (party) await signIn(context, A, party);
  const page = await context.newPage();
  await recordPeerConnections(page);
  return { page, pid: server.process().pid, close: async () => (await browser.close(), await server.close()) };
}

async function call(mode, withRelative) {
  const tag = `${mode}${withRelative ? 3 : 2}`;
  const lawyer = await createParty('LAWYER', 'Bench', `Lawyer${tag}`);
  const client = await createParty('CUSTOMER', 'Bench', `Client${tag}`);
  await callsSql(`UPDATE users SET call_mode = $1 WHERE id IN ($2, $3)`, [mode, lawyer.id, client.id]);
  const meetingId = await createMeeting(lawyer, client);
  const parties = { lawyer: await browserFor(lawyer), client: await browserFor(client) };
  await joinCall(parties.lawyer.page, A, 'lawyer-portal', meetingId);
  await joinCall(parties.client.page, A, 'customer-portal', meetingId);
  if (withRelative) {
    const made = await parties.client.page.request.post(`${A}/api/v1/meeting/${meetingId}/guest`, {
      data: { name: 'Bench Relative' },
      headers: { origin: A },
    });
    const { url } = await made.json();
    parties.relative = await browserFor(null);
    await parties.relative.page.goto(url);
    await parties.lawyer.page.getByTestId('guest-bar').getByRole('button', { name: 'Admit' }).click();
  }
  const links = withRelative ? 2 : 1;
  for (const [name, p] of Object.entries(parties)) await until(`${name} connected`, async () => (await read(p.page)).up === links);
  return parties;
}

async function main() {
  const rows = [];
  for (const mode of modes) {
    for (const withRelative of [false, true]) {
      const parties = await call(mode, withRelative);
      try {
        // Five seconds for the bandwidth estimate to ramp up, then the measured stretch.
        await new Promise((r) => setTimeout(r, 5_000));
        const before = {};
        for (const [name, p] of Object.entries(parties))
          before[name] = { stats: await read(p.page), cpu: cpuTicks(p.pid), wall: Date.now() };
        await new Promise((r) => setTimeout(r, seconds * 1000));
        for (const [name, p] of Object.entries(parties)) {
          const after = await read(p.page);
          const minutes = (after.at - before[name].stats.at) / 60_000;
          const cpuPct = (100 * (cpuTicks(p.pid) - before[name].cpu)) / TICKS_PER_SECOND / ((Date.now() - before[name].wall) / 1000);
          const row = {
            call: withRelative ? 'three-way' : 'two-way',
            mode,
            browser: name,
            upMb30: ((after.sent - before[name].stats.sent) / 1e6 / minutes) * 30,
            downMb30: ((after.received - before[name].stats.received) / 1e6 / minutes) * 30,
            cpuPct,
          };
          rows.push(row);
          console.log(
            `${row.call} ${mode} ${name}: up ${row.upMb30.toFixed(1)} MB / 30 min, down ${row.downMb30.toFixed(1)} MB / 30 min, CPU ${cpuPct.toFixed(0)} % of a core`,
          );
        }
      } finally {
        for (const p of Object.values(parties)) await p.close();
      }
    }
  }
  console.log('\n| call | mode | browser | upload MB/30 min | download MB/30 min | CPU % of a core |\n|---|---|---|---|---|---|');
  for (const r of rows)
    console.log(`| ${r.call} | ${r.mode} | ${r.browser} | ${r.upMb30.toFixed(1)} | ${r.downMb30.toFixed(1)} | ${r.cpuPct.toFixed(0)} |`);
}

void main().catch((error) => {
  console.error(error);
  process.exit(1);
});
