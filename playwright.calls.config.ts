import { defineConfig, devices } from '@playwright/test';
import base from './playwright.config';
import { chromiumPath } from './e2e/browsers';
import { loggedCommand, serverLogPath } from './e2e/server-log';
import { timingsReporter } from './e2e/timings-reporter';

// Calls across two app instances on one PostgreSQL, one of them relaying through coturn
// (e2e/calls/start-servers.sh). Needs the production build of `npm run test:e2e`, PostgreSQL and
// Debian's coturn; `.ci/run` runs it in its PostgreSQL step.
const portA = Number(process.env.CALLS_PORT_A ?? 3110);
const portB = Number(process.env.CALLS_PORT_B ?? 3111);
const serverLog = serverLogPath('calls', portA);

// Three fake cameras, so a test can switch camera during a call: Chromium's second one gives Y16
// (depth) frames, which WebRTC does not send; the third gives MJPEG, like a USB webcam.
// The full browser, not the main suite's headless shell: calls run camera, microphone and WebRTC as a
// person's Chromium does (e2e/browsers.ts).
const launchOptions = {
  ...base.use?.launchOptions,
  executablePath: chromiumPath,
  args: (base.use?.launchOptions?.args ?? []).map((a) =>
    a === '--use-fake-device-for-media-stream' ? '--use-fake-device-for-media-stream=device-count=3' : a,
  ),
};

export default defineConfig({
  testDir: './e2e/calls',
  // Its own output folder: npm test runs this suite beside the main one, and each run empties its folder first.
  outputDir: 'test-results-calls',
  // A bound for a hung test, not a speed check: a machine whose CI ran its Jest passes 2.8 times slower
  // than the last one's (stop 66) took 2.2 min over the camera test's many waits on a peer's frames.
  timeout: 300_000,
  expect: { timeout: 20_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list'], ['./e2e/server-log-reporter.ts', { logs: [serverLog] }], ...timingsReporter('e2e:calls')],
  use: { ...base.use, baseURL: `http://localhost:${portA}` },
  projects: [{ name: 'calls', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions } }],
  webServer: {
    command: loggedCommand(serverLog, 'bash e2e/calls/start-servers.sh'),
    url: `http://localhost:${portB}/api/v1/health`,
    // Two instances migrating one database and coturn starting: on a machine whose two cores also run the
    // main suite and the resilience tests this has taken five minutes. A budget for starting, not a measure.
    timeout: 420_000,
    reuseExistingServer: false,
    env: { CALLS_PORT_A: String(portA), CALLS_PORT_B: String(portB) },
    stdout: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
  },
});
