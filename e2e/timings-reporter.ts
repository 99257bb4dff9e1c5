import fs from 'node:fs';
import path from 'node:path';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/**
 * Each test's duration (every attempt) as one JSON line in $TEST_TIMINGS_DIR/tests-<suite>.jsonl,
 * for scripts/ci/report.mjs. The configs add it while TEST_TIMINGS_DIR is set (scripts/ci/test-all.sh).
 * A test that did not pass carries the head of its error, so the run's last lines say what failed
 * (CI keeps only the tail of a long log).
 */
export default class TimingsReporter implements Reporter {
  private readonly lines: string[] = [];

  constructor(private readonly options: { suite: string }) {}

  printsToStdio(): boolean {
    return false;
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    this.lines.push(
      JSON.stringify({
        suite: this.options.suite,
        file: path.relative(process.cwd(), test.location.file),
        title: test.titlePath().slice(3).join(' › ') + (result.status === 'passed' ? '' : ` [${result.status}]`),
        ms: result.duration,
        ...(result.status === 'passed' || result.status === 'skipped'
          ? {}
          : { failed: true, error: errorHead(result.errors.map((e) => e.message ?? e.value ?? '').join('\n')) }),
      }) + '\n',
    );
  }

  onEnd(): void {
    const dir = process.env.TEST_TIMINGS_DIR;
    if (!dir) return;
    fs.mkdirSync(dir, { recursive: true });
    fs.appendFileSync(path.join(dir, `tests-${this.options.suite.replace(':', '-')}.jsonl`), this.lines.join(''));
  }
}

/** The first lines of an error, without terminal colours. */
function errorHead(text: string): string {
  return text
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .slice(0, 12)
    .join('\n');
}

/** The reporter entry a config adds when the run is timed. */
export const timingsReporter = (suite: string): [string, { suite: string }][] =>
  process.env.TEST_TIMINGS_DIR ? [['./e2e/timings-reporter.ts', { suite }]] : [];
