import type { Instrumentation } from 'next';

// Next.js calls register() once when a server instance starts. Next compiles this file for the Edge
// runtime too, so it holds no Node-only code: each hook imports its Node.js module only under
// `process.env.NEXT_RUNTIME === 'nodejs'` (a build-time constant, so the Edge bundle drops the import).
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { registerServer } = await import('./lib/server/runtime/system/register-server');
    await registerServer();
  }
}

// A server-side page error as one JSON log line with the request id (lib/server/platform/log/log-request-error.ts).
export const onRequestError: Instrumentation.onRequestError = async (...args) => {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { logRequestError } = await import('./lib/server/platform/log/log-request-error');
    await logRequestError(...args);
  }
};
