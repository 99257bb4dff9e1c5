import { defineConfig, devices } from '@playwright/test';
import base from './playwright.config';

// Calls across two app instances on one PostgreSQL, one of them relaying through coturn
// (e2e/calls/start-servers.sh). Needs the production build of `npm run test:e2e`, PostgreSQL and
// Debian's coturn; `.ci/run` runs it in its PostgreSQL step.
const portA = Number(process.env.CALLS_PORT_A ?? 3110);
const portB = Number(process.env.CALLS_PORT_B ?? 3111);

export default defineConfig({
  testDir: './e2e/calls',
  timeout: 120_000,
  expect: { timeout: 20_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: { ...base.use, baseURL: `http://localhost:${portA}` },
  projects: [{ name: 'calls', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: base.use?.launchOptions } }],
  webServer: {
    command: 'bash e2e/calls/start-servers.sh',
    url: `http://localhost:${portB}/api/v1/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    env: { CALLS_PORT_A: String(portA), CALLS_PORT_B: String(portB) },
    stdout: 'pipe',
  },
});
