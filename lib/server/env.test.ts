import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkServerDatabase, EnvError, parseEnv } from './env';

function lineFor(source: Record<string, string>): string {
  try {
    parseEnv(source);
  } catch (error) {
    expect(error).toBeInstanceOf(EnvError);
    return (error as Error).message;
  }
  throw new Error('expected the environment to be refused');
}

describe('parseEnv', () => {
  it('fills the documented defaults (docs/operations.md) from an empty environment', () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      DATA_DIR: './data',
      DATABASE_POOL_SIZE: 10,
      SEED_ON_START: true,
      APP_URL: 'http://localhost:3000',
      SCHEDULER: 'on',
      BOOKING_HOLD_MINUTES: 15,
      ADMIN_EMAIL: [],
      S3_REGION: 'us-east-1',
      PAYMONGO_API_URL: 'https://api.paymongo.com',
      STUN_URLS: [],
      TURN_URLS: [],
      TURN_CREDENTIAL_TTL_SECONDS: 3600,
      CALL_ICE_TRANSPORT_POLICY: 'all',
      PAYMENT_RECONCILE_AFTER_MINUTES: 5,
      ALLOW_EMBEDDED_DATABASE_IN_PRODUCTION: false,
      SCHEDULER_INTERVAL_SECONDS: 15,
      REMINDER_LEASE_SECONDS: 30,
      SHUTDOWN_TIMEOUT_SECONDS: 20,
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(Object.isFrozen(env)).toBe(true);
  });

  it('reads typed values', () => {
    const env = parseEnv({
      DATABASE_URL: 'postgres://u@127.0.0.1:5432/db',
      APP_URL: 'https://abogado.ph/',
      BOOKING_HOLD_MINUTES: '30',
      REMINDER_LEASE_SECONDS: '5',
      SEED_ON_START: 'false',
      ADMIN_EMAIL: 'a@example.com, b@example.com',
      TURN_URLS: 'turn:127.0.0.1:3478',
      TURN_SECRET: 's',
      STUN_URLS: 'stun:stun.example.com:3478',
    });
    expect(env).toMatchObject({
      APP_URL: 'https://abogado.ph',
      BOOKING_HOLD_MINUTES: 30,
      REMINDER_LEASE_SECONDS: 5,
      SEED_ON_START: false,
      ADMIN_EMAIL: ['a@example.com', 'b@example.com'],
      TURN_URLS: ['turn:127.0.0.1:3478'],
    });
  });

  it.each([
    [{ APP_URL: 'foo' }, 'Invalid environment: APP_URL must be an absolute http(s) URL (got "foo")'],
    [{ DATABASE_URL: 'mysql://x/y' }, 'Invalid environment: DATABASE_URL must be a postgres:// connection URL'],
    [{ BOOKING_HOLD_MINUTES: '0' }, 'Invalid environment: BOOKING_HOLD_MINUTES must be a whole number from 1 to 120 (got "0")'],
    [{ BOOKING_HOLD_MINUTES: 'ten' }, 'Invalid environment: BOOKING_HOLD_MINUTES must be a whole number from 1 to 120 (got "ten")'],
    [{ SESSION_SECRET: 'short' }, 'Invalid environment: SESSION_SECRET must be at least 32 characters'],
    [{ SCHEDULER: 'maybe' }, 'Invalid environment: SCHEDULER must be one of on, off (got "maybe")'],
    [
      { ADMIN_EMAIL: 'ops@example.com,nobody' },
      'Invalid environment: ADMIN_EMAIL must be a comma-separated list of e-mail addresses (got "ops@example.com,nobody")',
    ],
    [{ TURN_URLS: 'turn:127.0.0.1:3478' }, 'Invalid environment: TURN_SECRET is required when TURN_URLS is set'],
    [{ CALL_ICE_TRANSPORT_POLICY: 'none' }, 'Invalid environment: CALL_ICE_TRANSPORT_POLICY must be one of all, relay (got "none")'],
    [
      { PAYMENT_RECONCILE_AFTER_MINUTES: '0' },
      'Invalid environment: PAYMENT_RECONCILE_AFTER_MINUTES must be a whole number from 1 to 1440 (got "0")',
    ],
    [{ REMINDER_LEASE_SECONDS: '601' }, 'Invalid environment: REMINDER_LEASE_SECONDS must be a whole number from 1 to 600 (got "601")'],
    // Issue 63: Twilio's three settings go together, and its token is never printed.
    [
      { TWILIO_ACCOUNT_SID: `AC${'0'.repeat(32)}`, TWILIO_AUTH_TOKEN: 'secret-token' },
      `Invalid environment: TWILIO_ACCOUNT_SID must be set with TWILIO_AUTH_TOKEN and TWILIO_FROM (all three or none) (got "AC${'0'.repeat(32)}")`,
    ],
    [
      { TWILIO_ACCOUNT_SID: 'abc' },
      'Invalid environment: TWILIO_ACCOUNT_SID must be an Account SID (AC and 32 hexadecimal digits) (got "abc")',
    ],
    [
      { PAYMONGO_API_URL: 'api.paymongo.com' },
      'Invalid environment: PAYMONGO_API_URL must be an absolute http(s) URL (got "api.paymongo.com")',
    ],
  ])('refuses %j with one line naming the variable', (source, line) => {
    expect(lineFor(source as Record<string, string>)).toBe(line);
  });
});

describe('checkServerDatabase', () => {
  it('refuses the embedded database in production unless opted in', () => {
    expect(checkServerDatabase(parseEnv({ NODE_ENV: 'production' }))).toMatch(
      /^Invalid environment: DATABASE_URL is required in production .*ALLOW_EMBEDDED_DATABASE_IN_PRODUCTION=1/,
    );
    expect(checkServerDatabase(parseEnv({ NODE_ENV: 'production', ALLOW_EMBEDDED_DATABASE_IN_PRODUCTION: '1' }))).toBeNull();
    expect(checkServerDatabase(parseEnv({ NODE_ENV: 'production', DATABASE_URL: 'postgres://u@127.0.0.1:5432/db' }))).toBeNull();
    expect(checkServerDatabase(parseEnv({ NODE_ENV: 'development' }))).toBeNull();
    expect(lineFor({ ALLOW_EMBEDDED_DATABASE_IN_PRODUCTION: 'yes' })).toBe(
      'Invalid environment: ALLOW_EMBEDDED_DATABASE_IN_PRODUCTION must be one of 1, true, 0, false (got "yes")',
    );
  });
});

// Each case waits for the spawned process to exit; Jest's own test timeout (jest.config.mjs) is the failure bound.
describe('start-up with a bad environment', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'abogado-env-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it.each([
    ['DATABASE_URL', 'not-a-url'],
    ['APP_URL', 'localhost:3000'],
    ['BOOKING_HOLD_MINUTES', '-5'],
  ])('npm run db:migrate (first step of npm start) stops on a bad %s with one line', (variable, value) => {
    const root = path.resolve(__dirname, '../..');
    const result = spawnSync(path.join(root, 'node_modules/.bin/tsx'), ['--conditions=react-server', 'scripts/migrate.ts'], {
      cwd: root,
      encoding: 'utf8',
      env: { PATH: process.env.PATH, NODE_ENV: 'test', DATA_DIR: dataDir, [variable]: value } as NodeJS.ProcessEnv,
    });
    expect(result.status).toBe(1);
    const lines = result.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(new RegExp(`^Invalid environment: ${variable} must be`));
    expect(fs.readdirSync(dataDir)).toEqual([]);
  });
});
