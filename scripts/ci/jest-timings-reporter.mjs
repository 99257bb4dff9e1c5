// Jest reporter: each test's duration as one JSON line in $TEST_TIMINGS_DIR/tests-jest-<engine>.jsonl
// for scripts/ci/report.mjs. The rest of a suite's time (loading its modules, beforeAll — its
// database — and afterAll) is a line of its own, "(loading, beforeAll and afterAll)", since no test's
// duration includes it. jest.config.mjs adds this reporter while TEST_TIMINGS_DIR is set.
import fs from 'node:fs';
import path from 'node:path';

/** The first lines of an error, without terminal colours (CI keeps only the tail of a long log). */
function errorHead(text) {
  return text
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .slice(0, 12)
    .join('\n');
}

export default class JestTimingsReporter {
  constructor(globalConfig) {
    this.rootDir = globalConfig.rootDir;
    this.suite = process.env.TEST_DATABASE_URL ? 'jest:postgres' : 'jest:pglite';
    this.lines = [];
  }

  onTestResult(_test, result) {
    const file = path.relative(this.rootDir, result.testFilePath);
    let inTests = 0;
    for (const t of result.testResults) {
      if (t.duration == null) continue;
      inTests += t.duration;
      const failed = t.status === 'failed';
      this.lines.push({
        suite: this.suite,
        file,
        title: t.fullName,
        ms: t.duration,
        ...(failed ? { failed, error: errorHead(t.failureMessages.join('\n')) } : {}),
      });
    }
    // A suite that failed to run (a syntax error, a failing beforeAll) has no failed test of its own.
    if (result.testExecError)
      this.lines.push({
        suite: this.suite,
        file,
        title: '(the suite did not run)',
        ms: 0,
        failed: true,
        error: errorHead(result.testExecError.message ?? ''),
      });
    const { start, end } = result.perfStats;
    if (start && end)
      this.lines.push({ suite: this.suite, file, title: '(loading, beforeAll and afterAll)', ms: Math.max(0, end - start - inTests) });
  }

  onRunComplete() {
    const dir = process.env.TEST_TIMINGS_DIR;
    fs.mkdirSync(dir, { recursive: true });
    fs.appendFileSync(
      path.join(dir, `tests-${this.suite.replace(':', '-')}.jsonl`),
      this.lines.map((l) => JSON.stringify(l) + '\n').join(''),
    );
  }
}
