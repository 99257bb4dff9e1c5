import type { FullResult, Reporter } from '@playwright/test/reporter';
import { findServerLogProblems } from './server-log';

/**
 * Fails the run when a server log (e2e/server-log.sh) shows an uncaught exception, an unhandled
 * rejection or a write to a closed stream. A reporter, not a globalTeardown: Playwright runs the
 * global teardown before it stops the webServer, and the end of a reporter after, so what the
 * servers print while shutting down is scanned too. The lines are named with file and line number.
 */
export default class ServerLogReporter implements Reporter {
  private readonly startedAt = Date.now();

  constructor(private readonly options: { logs: string[] }) {}

  printsToStdio(): boolean {
    return false;
  }

  async onEnd(result: FullResult): Promise<{ status?: FullResult['status'] } | undefined> {
    const problems = findServerLogProblems(this.options.logs, this.startedAt - 1000);
    if (problems.length === 0) return undefined;
    console.error(
      `\nThe server logs show ${problems.length} uncaught error line(s); the run fails (was: ${result.status}):\n` +
        problems.map((p) => `  ${p.file}:${p.line}: ${p.text}`).join('\n') +
        '\n',
    );
    return { status: 'failed' };
  }
}
