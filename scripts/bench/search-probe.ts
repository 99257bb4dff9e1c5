// Times one search per filter mix in-process (cold count, then warm), to see where time goes.
import { searchLawyers } from '../../lib/server/search/search-lawyers';
import { BENCH_MIXES } from './search-mixes';

async function main() {
  for (const m of BENCH_MIXES) {
    const t0 = performance.now();
    const page = await searchLawyers(m);
    const cold = performance.now() - t0;
    const times: number[] = [];
    for (let i = 0; i < 9; i++) {
      const t1 = performance.now();
      await searchLawyers(m);
      times.push(performance.now() - t1);
    }
    times.sort((a, b) => a - b);
    console.log(JSON.stringify(m), `total=${page.total} cold=${cold.toFixed(1)}ms warm median=${times[4].toFixed(1)}ms max=${times[8].toFixed(1)}ms`);
  }
  process.exit(0);
}
main();
