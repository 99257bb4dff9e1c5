import 'server-only';
import pino, { type DestinationStream, type Logger } from 'pino';
import { env } from '@/lib/server/env';

/**
 * The server's one logger: JSON lines on stdout (pino), for the process manager or container runtime
 * to collect. Lines are written synchronously, so the last ones before a crash are not lost.
 * Callers pass chosen fields only — never a request's headers, cookies, body or query — and the
 * redaction below is a second net for the keys that must never appear.
 */
const REDACT = [
  'password',
  'newPassword',
  'currentPassword',
  'token',
  'cookie',
  'authorization',
  'set-cookie',
  '*.password',
  '*.newPassword',
  '*.currentPassword',
  '*.token',
  '*.cookie',
  '*.authorization',
  '*["set-cookie"]',
];

function createLogger(destination: DestinationStream): Logger {
  const { LOG_LEVEL, NODE_ENV } = env();
  return pino(
    {
      level: LOG_LEVEL ?? (NODE_ENV === 'test' ? 'silent' : 'info'),
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: REDACT, censor: '[redacted]' },
    },
    destination,
  );
}

let instance: Logger | undefined;

export function logger(): Logger {
  instance ??= createLogger(pino.destination({ dest: 1, sync: true }));
  return instance;
}

/** Tests read what would be logged: the same logger, writing to their stream at `level`. */
export function captureLogForTests(destination: DestinationStream, level = 'info'): () => void {
  const previous = instance;
  instance = createLogger(destination);
  instance.level = level;
  return () => {
    instance = previous;
  };
}
