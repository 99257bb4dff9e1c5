import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import base from './playwright.config';
import { loggedCommand, serverLogPath } from './e2e/server-log';
import { timingsReporter } from './e2e/timings-reporter';
import { machineWait } from './e2e/slowdown';

// The production layout: nginx (round robin) in front of two `next start` instances on one
// PostgreSQL, plus coturn (e2e/proxy/start-servers.sh). Needs the production build of
// `npm run test:e2e`, PostgreSQL, Debian's nginx-light and coturn; `.ci/run` runs it with `npm test`.
const port = Number(process.env.PROXY_PORT ?? 3120);
const portA = Number(process.env.PROXY_PORT_A ?? port + 1);
const portB = Number(process.env.PROXY_PORT_B ?? port + 2);
// Not in runDir: start-servers.sh empties that first.
const serverLog = serverLogPath('proxy', port);
const runDir = process.env.PROXY_RUN_DIR ?? path.join(os.tmpdir(), `abogado-proxy-${port}`);
// The specs read these (instance PID files, the database) from their own process.env.
Object.assign(process.env, { PROXY_PORT: String(port), PROXY_PORT_A: String(portA), PROXY_PORT_B: String(portB), PROXY_RUN_DIR: runDir });

export default defineConfig({
  testDir: './e2e/proxy',
  // Its own output folder: npm test runs this suite beside the main one, and each run empties its folder first.
  outputDir: 'test-results-proxy',
  timeout: machineWait(180_000),
  expect: { timeout: machineWait(20_000) },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list'], ['./e2e/server-log-reporter.ts', { logs: [serverLog] }], ...timingsReporter('e2e:proxy')],
  use: { ...base.use, baseURL: `http://localhost:${port}` },
  projects: [
    {
      name: 'proxy',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: base.use?.launchOptions },
    },
  ],
  webServer: {
    command: loggedCommand(serverLog, 'bash e2e/proxy/start-servers.sh'),
    url: `http://localhost:${port}/api/v1/health`,
    timeout: machineWait(240_000),
    reuseExistingServer: false,
    env: { PROXY_PORT: String(port), PROXY_PORT_A: String(portA), PROXY_PORT_B: String(portB), PROXY_RUN_DIR: runDir },
    stdout: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
  },
});
