// The end of a test run: its phases (scripts/ci/phases.sh), its slowest tests and, last, every failed
// test with the head of its error (the Jest and Playwright timing reporters), read from
// TEST_TIMINGS_DIR (default .test-timings).
//
//   node scripts/ci/report.mjs [--slowest=20]
import fs from 'node:fs';
import path from 'node:path';

const dir = process.env.TEST_TIMINGS_DIR ?? path.join(process.cwd(), '.test-timings');
const slowest = Number(process.argv.find((a) => a.startsWith('--slowest='))?.split('=')[1] ?? 20);

const clock = (ms) => {
  const s = Math.round(ms / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};

function readPhases() {
  const file = path.join(dir, 'phases.tsv');
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [name, start, end, status, busy0, total0, busy1, total1] = line.split('\t');
      const total = Number(total1) - Number(total0);
      return {
        name,
        start: Number(start),
        end: Number(end),
        status: Number(status),
        // Share of the whole machine (all CPUs) that was busy during the phase.
        cpu: total > 0 ? (Number(busy1) - Number(busy0)) / total : null,
      };
    });
}

function readTests() {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.startsWith('tests-') && f.endsWith('.jsonl'))
    .flatMap((f) =>
      fs
        .readFileSync(path.join(dir, f), 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line)),
    );
}

/** `align` has an 'l' or 'r' per column. */
function table(rows, header, align) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells) =>
    cells
      .map((c, i) => (align[i] === 'l' ? String(c).padEnd(widths[i]) : String(c).padStart(widths[i])))
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

const phases = readPhases();
if (phases.length) {
  const t0 = Math.min(...phases.map((p) => p.start));
  const t1 = Math.max(...phases.map((p) => p.end));
  const rows = [...phases]
    .sort((a, b) => a.start - b.start)
    .map((p) => [
      p.name,
      clock(p.start - t0),
      clock(p.end - p.start),
      p.cpu === null ? '' : `${Math.round(p.cpu * 100)} %`,
      p.status === 0 ? 'ok' : `FAILED (${p.status})`,
    ]);
  // The machine's measured slowness (scripts/ci/slowdown.mjs), by which the run's waits grew.
  const slowdownFile = path.join(dir, 'slowdown');
  const slowdown = fs.existsSync(slowdownFile) ? `; machine slowdown ${fs.readFileSync(slowdownFile, 'utf8').trim()}×` : '';
  console.log(`\nPhases (${clock(t1 - t0)} in all${slowdown}; CPU = share of the whole machine busy during the phase)\n`);
  console.log(table(rows, ['phase', 'start', 'wall', 'CPU', 'result'], 'lrrrl'));
}

const tests = readTests();
if (tests.length && slowest > 0) {
  const top = [...tests].sort((a, b) => b.ms - a.ms).slice(0, slowest);
  console.log(`\nThe ${top.length} slowest of ${tests.length} tests\n`);
  console.log(
    table(
      top.map((t) => [`${(t.ms / 1000).toFixed(1)} s`, t.suite, `${t.file} › ${t.title}`.slice(0, 150)]),
      ['time', 'suite', 'test'],
      'rll',
    ),
  );
}

// Last, so that the tail of a long log (all CI keeps) says what failed and why.
const failures = tests.filter((t) => t.failed);
if (failures.length) {
  console.log(`\n${failures.length} failed test${failures.length === 1 ? '' : 's'}\n`);
  for (const t of failures) {
    console.log(`✘ ${t.suite}  ${t.file} › ${t.title}`);
    if (t.error) console.log(t.error.replace(/^/gm, '    '));
  }
}
