import { defineConfig, devices } from '@playwright/test';
import { chromiumPath, headlessShellPath } from './e2e/browsers';
import { loggedCommand, serverLogPath } from './e2e/server-log';
import { timingsReporter } from './e2e/timings-reporter';
import { machineWait } from './e2e/slowdown';

// Each concurrent run (or helper) can pick its own port, build folder and data folder.
const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://localhost:${port}`;
const dataDir = process.env.E2E_DATA_DIR ?? '.data-e2e';
const serverLog = serverLogPath('main', port);

// Debian's headless shell: these specs test pages, not the browser (e2e/browsers.ts).
const launchOptions = {
  executablePath: headlessShellPath,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--use-fake-ui-for-media-stream',
    '--use-fake-device-for-media-stream',
  ],
};
// Specs about what the full browser does itself: its PDF viewer opens a document inline (the shell downloads it).
const FULL_BROWSER_SPECS = ['**/admin-desk.spec.ts'];

export default defineConfig({
  testDir: './e2e',
  // A bound for a hung test, not a speed check: on a machine that ran the same suites 2.8 times slower
  // than the last one (stop 66), the attachment-limits test (20 MB through the server) took over a minute.
  timeout: machineWait(180_000),
  expect: { timeout: machineWait(10_000) },
  // Files run side by side on two workers (tests within a file stay in order): no spec shares a lawyer
  // or a client with another (e2e/fixtures/lawyers.ts bookableLawyer, e2e/fixtures/users.ts).
  fullyParallel: false,
  workers: 2,
  // No retries: a test that passes on its second try is a flake to fix, not a pass to hide.
  retries: 0,
  // The run fails when a server log shows an uncaught exception (e2e/server-log-reporter.ts).
  reporter: [['list'], ['./e2e/server-log-reporter.ts', { logs: [serverLog] }], ...timingsReporter('e2e')],
  use: {
    baseURL,
    // Traces are recorded only when asked (E2E_TRACE=1): recording one for every test — to keep the
    // failed ones — cost a quarter of the suite's CPU (auth-access + admin-console on 2 cores: 314 s
    // with DOM snapshots and screencast, 233 s without). A failure still leaves its screenshot and
    // the page's accessibility snapshot (error-context.md).
    trace: process.env.E2E_TRACE === '1' ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    launchOptions,
  },
  projects: [
    {
      name: 'desktop',
      // The calls run against two instances on PostgreSQL (playwright.calls.config.ts), the proxy suite behind nginx.
      testIgnore: ['calls/**', 'proxy/**', ...FULL_BROWSER_SPECS],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'desktop-full-browser',
      testMatch: FULL_BROWSER_SPECS,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        launchOptions: { ...launchOptions, executablePath: chromiumPath },
      },
    },
  ],
  webServer: {
    // A fresh embedded database per run: migrated and seeded on start.
    command: loggedCommand(serverLog, `sh -c 'rm -rf ${dataDir} && npm run start -- -p ${port}'`),
    url: `${baseURL}/api/v1/health`,
    timeout: machineWait(180_000),
    reuseExistingServer: !process.env.CI,
    // The specs speak for many clients through 127.0.0.1 (an X-Forwarded-For per request, so they never
    // share an address-based rate-limit bucket): to the app that is a trusted proxy. ::1 stays
    // untrusted, so e2e/forwarded-headers.spec.ts can show a client's own header being ignored.
    // The embedded database in production is refused unless opted in (docs/operations.md, lib/server/env.ts).
    // LOG_LEVEL warn: the server's one JSON line per API request would drown the test report.
    env: {
      DATA_DIR: dataDir,
      APP_URL: baseURL,
      NODE_ENV: 'production',
      TRUSTED_PROXIES: '127.0.0.1',
      ALLOW_EMBEDDED_DATABASE_IN_PRODUCTION: '1',
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
      // Work the scheduler does (a data export, a sandbox refund settling) in seconds, not a 15 s
      // pass after a 10 s wait: tests wait for it on a condition, and need not wait on the clock.
      SCHEDULER_INTERVAL_SECONDS: '2',
      SANDBOX_REFUND_SETTLE_SECONDS: '2',
    },
    stdout: 'pipe',
    // SIGTERM, not Playwright's default SIGKILL: the graceful shutdown runs (and is scanned) too.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
  },
});
