// CPU time of `next start` per request of one page: less sensitive to a busy machine than req/s.
//
//   npm run build   # with NEXT_DIST_DIR / DATA_DIR of your choice
//   DATA_DIR=.data-public node scripts/bench/page-cpu.mjs [path]
//
// Starts `next start` on BENCH_PORT (default 3203), warms up with 500 requests, then 3 rounds of
// BENCH_REQUESTS (default 3000) requests over 4 connections; prints the server process group's user +
// system CPU time per request for each round (from /proc, so Linux only).
import fs from 'node:fs';
import autocannon from 'autocannon';
import { startNext } from './landing-server.mjs';

const path = process.argv[2] ?? '/lawyers-online/civil/metro-manila';
const port = Number(process.env.BENCH_PORT ?? 3203);
const amount = Number(process.env.BENCH_REQUESTS ?? 3000);
const server = await startNext({ port, env: { LOG_LEVEL: 'warn' } });
const group = server.child.pid;

/** User + system CPU milliseconds of every process in the server's process group. */
function cpuMs() {
  let ticks = 0;
  for (const pid of fs.readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[2]) === group) ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // the process ended meanwhile
    }
  }
  return (ticks * 1000) / 100; // USER_HZ is 100 on Linux
}

const load = (requests) =>
  new Promise((resolve, reject) =>
    autocannon({ url: `${server.url}${path}`, connections: 4, amount: requests }, (e, r) => (e ? reject(e) : resolve(r))),
  );

try {
  await load(500);
  const rounds = [];
  for (let i = 0; i < 3; i++) {
    const before = cpuMs();
    const result = await load(amount);
    rounds.push((cpuMs() - before) / result.requests.total);
  }
  console.log(`${path}: ${rounds.map((ms) => ms.toFixed(2)).join(' / ')} ms CPU per request`);
} finally {
  server.stop();
}
