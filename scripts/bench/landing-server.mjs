// Starts `next start` (or any command) in its own process group so it can be stopped cleanly by PID.
import { spawn } from 'node:child_process';

export async function waitForUrl(url, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`timed out waiting for ${url}`);
}

/** `next start` on a port, with the given dist and data folders (in `cwd`, another checkout's build); resolves when /api/v1/health answers. */
export async function startNext({
  port,
  distDir = process.env.NEXT_DIST_DIR || '.next',
  dataDir = process.env.DATA_DIR || './data',
  env = {},
  cwd = process.cwd(),
}) {
  const child = spawn('node_modules/.bin/next', ['start', '-p', String(port)], {
    cwd,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      ALLOW_EMBEDDED_DATABASE_IN_PRODUCTION: '1',
      NEXT_DIST_DIR: distDir,
      DATA_DIR: dataDir,
      APP_URL: `http://localhost:${port}`,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let log = '';
  child.stdout.on('data', (d) => (log += d));
  child.stderr.on('data', (d) => (log += d));
  const url = `http://localhost:${port}`;
  try {
    await waitForUrl(`${url}/api/v1/health`);
  } catch (error) {
    stopGroup(child);
    throw new Error(`${error.message}\n${log}`);
  }
  return { url, child, stop: () => stopGroup(child), log: () => log };
}

export function stopGroup(child) {
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // already gone
  }
}
