import fs from 'node:fs';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import base from './playwright.config';
import { chromiumPath } from './e2e/browsers';
import { loggedCommand, serverLogPath } from './e2e/server-log';
import { timingsReporter } from './e2e/timings-reporter';
import { machineWait } from './e2e/slowdown';

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

// The specs that put a browser behind a bad link (e2e/calls/bad-link.ts) add and remove network interfaces
// on this machine, and every Chromium on it then fails the requests it has in flight with
// net::ERR_NETWORK_CHANGED (CI-C of stop 71: the main suite's goto of /admin/audit-log, beside
// call-modes-bad-link). npm test runs them where no other browser runs (beside the Jest pass on PostgreSQL,
// before the browser lanes: scripts/ci/test-all.sh): CALLS_HOST_NETWORK=skip leaves them out, =only runs just them; unset (npm run test:e2e:calls) runs all.
// Found by their import, so a new spec behind the link cannot be forgotten.
const testDir = './e2e/calls';
const hostNetworkSpecs = fs
  .readdirSync(path.join(__dirname, testDir))
  .filter((file) => file.endsWith('.spec.ts') && /from '\.\/bad-link'/.test(fs.readFileSync(path.join(__dirname, testDir, file), 'utf8')))
  .map((file) => `**/${file}`);
const hostNetwork = process.env.CALLS_HOST_NETWORK;
if (hostNetwork && hostNetwork !== 'skip' && hostNetwork !== 'only')
  throw new Error(`CALLS_HOST_NETWORK is skip or only, not ${hostNetwork}`);

export default defineConfig({
  testDir,
  ...(hostNetwork === 'skip' ? { testIgnore: hostNetworkSpecs } : {}),
  ...(hostNetwork === 'only' ? { testMatch: hostNetworkSpecs } : {}),
  // Its own output folder: npm test runs this suite beside the main one, and each run empties its folder
  // first (the host-network run another, after it).
  outputDir: hostNetwork === 'only' ? 'test-results-calls-host-network' : 'test-results-calls',
  // A bound for a hung test, not a speed check: a machine whose CI ran its Jest passes 2.8 times slower
  // than the last one's (stop 66) took 2.2 min over the camera test's many waits on a peer's frames.
  timeout: machineWait(300_000),
  expect: { timeout: machineWait(20_000) },
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
    timeout: machineWait(420_000),
    reuseExistingServer: false,
    env: { CALLS_PORT_A: String(portA), CALLS_PORT_B: String(portB) },
    stdout: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
  },
});
