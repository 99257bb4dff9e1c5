// CPU time per search, in-process and sequential: on a machine shared with other work, wall-clock
// latency mostly measures the queue for a core; process CPU time per request does not.
import { searchLawyers } from '../../lib/server/search/search-lawyers';
import { BENCH_MIXES } from './search-mixes';

async function main() {
  for (const mix of BENCH_MIXES) await searchLawyers(mix);
  const rounds = Number(process.env.ROUNDS ?? 40);
  const perMix: string[] = [];
  let cpuAll = 0;
  let wallAll = 0;
  for (const mix of BENCH_MIXES) {
    const cpu0 = process.cpuUsage();
    const t0 = performance.now();
    for (let i = 0; i < rounds; i++) JSON.stringify(await searchLawyers(mix));
    const wall = (performance.now() - t0) / rounds;
    const used = process.cpuUsage(cpu0);
    const cpu = (used.user + used.system) / 1000 / rounds;
    cpuAll += cpu;
    wallAll += wall;
    perMix.push(`${JSON.stringify(mix)}: cpu=${cpu.toFixed(2)}ms wall=${wall.toFixed(2)}ms`);
  }
  console.log(perMix.join('\n'));
  console.log(`mean over mixes: cpu=${(cpuAll / BENCH_MIXES.length).toFixed(2)}ms wall=${(wallAll / BENCH_MIXES.length).toFixed(2)}ms per search (sequential)`);
  process.exit(0);
}
main();
