// Prints the Jest suites npm test runs on embedded PGlite, one path per line (scripts/ci/test-all.sh).
//
// Every suite that uses a database (those importing lib/test/db.ts, by Jest's own dependency graph) runs
// on PostgreSQL 15, the production engine: SQL newer than 15 fails there, not on PGlite (PostgreSQL 18).
// Running all of them a second time on PGlite cost half of the Jest time (12.5 of 23.6 minutes on a
// slow 2-core machine, 2026-11-28) for the same SQL a second time: the app reaches both engines through
// one client (lib/db/client.ts) with the same queries and migrations. What differs is
// that client — one connection and a queue of transactions, the driver's type parsing, its errors,
// the data folder — so this pass runs the suites with no database, and the database suites where the
// engine is what is tested (ENGINE_SUITES). The main e2e suite runs its server on PGlite: every page
// and flow it drives reads and writes through the embedded engine.
import { execFileSync } from 'node:child_process';
import path from 'node:path';

/** Database suites that also run on PGlite, each for what the embedded engine does differently. */
const ENGINE_SUITES = [
  // Migrations, the time_holds exclusion constraint (23P01 → 409), the PGlite dump and restore, the seed.
  /^lib\/db\//,
  // The engine the health check reports.
  /^app\/api\/v1\/health\//,
  // Concurrent writes on one connection: 50 bookings of one time → 1 created; a webhook delivered at once; counters.
  /^lib\/server\/meetings\/create-meeting\.test\.ts$/,
  /^lib\/server\/payments\/payments\.test\.ts$/,
  /^lib\/server\/platform\/security\/rate-limit\.test\.ts$/,
  // Claims with leases (e-mail retries) and the in-process event bus of a single-process engine.
  /^lib\/server\/messaging\/mail\/retry-emails\.test\.ts$/,
  /^lib\/server\/calls\/video\.test\.ts$/,
];

const jest = path.join('node_modules', 'jest', 'bin', 'jest.js');
const list = (...args) =>
  JSON.parse(execFileSync(process.execPath, [jest, '--listTests', '--json', ...args], { encoding: 'utf8', maxBuffer: 64 << 20 })).map(
    (file) => path.relative(process.cwd(), file).split(path.sep).join('/'),
  );

const all = list();
const database = new Set(list('--findRelatedTests', 'lib/test/db.ts'));
const chosen = all.filter((file) => !database.has(file) || ENGINE_SUITES.some((re) => re.test(file))).sort();
const missing = ENGINE_SUITES.filter((re) => !all.some((file) => re.test(file)));
if (missing.length > 0) {
  console.error(`pglite-suites: no suite matches ${missing.join(', ')}`);
  process.exit(1);
}
process.stdout.write(chosen.join('\n') + '\n');
