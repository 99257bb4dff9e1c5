import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Lines no server may print during an e2e run: Next logs an uncaught exception or an unhandled
 * rejection and goes on, so the test that caused it usually passes; and a write to a closed event
 * stream is the call-stream bug that once filled the logs.
 */
export const FORBIDDEN_SERVER_LOG_LINES = [
  /uncaughtException/,
  /unhandledRejection/i,
  /UnhandledPromiseRejection/,
  /Controller is already closed/,
];

/** Where a suite's server output goes (E2E_SERVER_LOG_DIR, or the system's temp folder). */
export function serverLogPath(suite: string, port: number): string {
  const dir = process.env.E2E_SERVER_LOG_DIR ?? path.join(os.tmpdir(), 'abogado-e2e-logs');
  return path.join(dir, `${suite}-${port}.log`);
}

/** The webServer command that also writes the server's output to `log` (e2e/server-log.sh). */
export function loggedCommand(log: string, command: string): string {
  return `bash e2e/server-log.sh '${log.replace(/'/g, `'\\''`)}' ${command}`;
}

export type ServerLogProblem = { file: string; line: number; text: string };

/** The forbidden lines of the logs written since `since` (an older file is another run's). */
export function findServerLogProblems(files: string[], since = 0): ServerLogProblem[] {
  const problems: ServerLogProblem[] = [];
  for (const file of files) {
    if (!fs.existsSync(file) || fs.statSync(file).mtimeMs < since) continue;
    fs.readFileSync(file, 'utf8')
      .split('\n')
      .forEach((text, i) => {
        if (FORBIDDEN_SERVER_LOG_LINES.some((pattern) => pattern.test(text)))
          problems.push({ file, line: i + 1, text: text.slice(0, 500) });
      });
  }
  return problems;
}
