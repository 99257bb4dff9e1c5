// node scripts/bench/landing-js-size.mjs [baseUrl] [path ...]
// First-load JavaScript of a page: fetches its HTML, sums the gzip size of every external script it
// references (<script src> and <link rel=preload|modulepreload as=script>), each counted once.
// Prints one line per page; exits 1 when a page is over the budget: LANDING_JS_BUDGET_KB, by default
// issue 17's framework floor + 12.5 kB (12, and half a kilobyte for issue 40's second language), the floor read from framework-floor.json (which
// `node scripts/bench/framework-floor.mjs` measures and writes).
import fs from 'node:fs';
import { measurePage } from './first-load-js.mjs';

const baseUrl = (process.argv[2] ?? 'http://localhost:3000').replace(/\/$/, '');
const paths = process.argv.slice(3);
if (paths.length === 0) paths.push('/lawyers-online/civil/metro-manila');
const floor = JSON.parse(fs.readFileSync(new URL('./framework-floor.json', import.meta.url), 'utf8'));
const budgetKb = Number(process.env.LANDING_JS_BUDGET_KB ?? floor.floorKb + 12.5);

let over = false;
for (const path of paths) {
  const { scripts, totalKb } = await measurePage(baseUrl, path);
  if (process.env.VERBOSE) for (const s of scripts) console.log(`  ${(s.gzip / 1024).toFixed(1).padStart(6)} kB  ${s.url}`);
  console.log(
    `first-load JS ${path}: ${totalKb.toFixed(1)} kB gzip in ${scripts.length} scripts (floor + ${(totalKb - floor.floorKb).toFixed(1)} kB; budget ${budgetKb.toFixed(1)} kB)`,
  );
  if (totalKb > budgetKb) over = true;
}
process.exit(over ? 1 : 0);
