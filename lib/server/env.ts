import 'server-only';
import { z } from 'zod';
import { isIpOrCidr } from './platform/net/ip-address';

/**
 * Every environment variable the server reads (docs/operations.md "Environment variables"), checked once by zod
 * with its default. A bad value stops the app at start-up (instrumentation.ts, scripts/migrate.ts)
 * with one line that names the variable. Browser-visible NEXT_PUBLIC_* values are inlined by Next at
 * build time, so lib/config/app.ts reads those (and APP_URL, shared with server components); they
 * are validated here too.
 */

const optional = z
  .string()
  .transform((v) => v.trim())
  .optional()
  .transform((v) => (v ? v : undefined));

const url = (protocols: string[], what: string) =>
  optional.refine((v) => v === undefined || isUrl(v, protocols), { message: `must be ${what}` });

function isUrl(value: string, protocols: string[]): boolean {
  try {
    return protocols.includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

const integer = (fallback: number, min: number, max: number) =>
  optional
    .refine((v) => v === undefined || (/^\d+$/.test(v) && Number(v) >= min && Number(v) <= max), {
      message: `must be a whole number from ${min} to ${max}`,
    })
    .transform((v) => (v === undefined ? fallback : Number(v)));

/** A percentage with at most two decimals (12.5 → 12.5). */
const percent = (fallback: number, max: number) =>
  optional
    .refine((v) => v === undefined || (/^\d{1,2}(\.\d{1,2})?$/.test(v) && Number(v) <= max), {
      message: `must be a percentage from 0 to ${max} (at most two decimals)`,
    })
    .transform((v) => (v === undefined ? fallback : Number(v)));

const oneOf = <T extends string>(values: readonly [T, ...T[]], fallback: T) =>
  optional
    .refine((v) => v === undefined || (values as readonly string[]).includes(v), { message: `must be one of ${values.join(', ')}` })
    .transform((v) => (v ?? fallback) as T);

const list = (check: (item: string) => boolean, what: string) =>
  optional
    .refine((v) => v === undefined || v.split(',').every((item) => check(item.trim())), {
      message: `must be a comma-separated list of ${what}`,
    })
    .transform((v) =>
      v
        ? v
            .split(',')
            .map((item) => item.trim())
            .filter(Boolean)
        : [],
    );

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const HTTP = ['http:', 'https:'];

const schema = z
  .object({
    NODE_ENV: oneOf(['development', 'production', 'test'], 'development'),
    DATABASE_URL: url(['postgres:', 'postgresql:'], 'a postgres:// connection URL'),
    DATA_DIR: optional.transform((v) => v ?? './data'),
    /**
     * PGlite never fsyncs (it starts PostgreSQL with fsync off, and its Node file system has no
     * fsync), so a power loss or OS crash can lose acknowledged writes: `next start` refuses the
     * embedded database unless this is set (checkServerDatabase). For demos and this repo's e2e only.
     */
    ALLOW_EMBEDDED_DATABASE_IN_PRODUCTION: oneOf(['1', 'true', '0', 'false'], '0').transform((v) => v === '1' || v === 'true'),
    /** Next's build folder (next.config.mjs reads it too); the proxy reads its route manifests. */
    NEXT_DIST_DIR: optional.transform((v) => v ?? '.next'),
    /** pino level of the JSON log on stdout; Jest runs silent unless a test captures the log. */
    LOG_LEVEL: optional.refine((v) => v === undefined || ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].includes(v), {
      message: 'must be one of fatal, error, warn, info, debug, trace, silent',
    }),
    DATABASE_POOL_SIZE: integer(10, 1, 200),
    SEED_ON_START: oneOf(['true', 'false'], 'true').transform((v) => v === 'true'),
    APP_URL: url(HTTP, 'an absolute http(s) URL').transform((v) => (v ?? 'http://localhost:3000').replace(/\/$/, '')),
    NEXT_PUBLIC_APP_URL: url(HTTP, 'an absolute http(s) URL'),
    NEXT_PUBLIC_APP_NAME: optional,
    NEXT_PUBLIC_SUPPORT_EMAIL: optional.refine((v) => v === undefined || EMAIL.test(v), { message: 'must be an e-mail address' }),
    SESSION_SECRET: optional.refine((v) => v === undefined || v.length >= 32, { message: 'must be at least 32 characters' }),
    SMTP_URL: url(['smtp:', 'smtps:'], 'an smtp:// or smtps:// URL'),
    MAIL_FROM: optional,
    ADMIN_EMAIL: list((item) => EMAIL.test(item), 'e-mail addresses'),
    GOOGLE_CLIENT_ID: optional,
    GOOGLE_CLIENT_SECRET: optional,
    FACEBOOK_CLIENT_ID: optional,
    FACEBOOK_CLIENT_SECRET: optional,
    OAUTH_GOOGLE_ISSUER: url(HTTP, 'an absolute http(s) URL'),
    OAUTH_FACEBOOK_ISSUER: url(HTTP, 'an absolute http(s) URL'),
    GOOGLE_AUTHORIZE_URL: url(HTTP, 'an absolute http(s) URL'),
    GOOGLE_TOKEN_URL: url(HTTP, 'an absolute http(s) URL'),
    GOOGLE_USERINFO_URL: url(HTTP, 'an absolute http(s) URL'),
    FACEBOOK_AUTHORIZE_URL: url(HTTP, 'an absolute http(s) URL'),
    FACEBOOK_TOKEN_URL: url(HTTP, 'an absolute http(s) URL'),
    FACEBOOK_USERINFO_URL: url(HTTP, 'an absolute http(s) URL'),
    STORAGE_DIR: optional,
    S3_BUCKET: optional,
    S3_REGION: optional.transform((v) => v ?? 'us-east-1'),
    S3_ENDPOINT: url(HTTP, 'an absolute http(s) URL'),
    S3_ACCESS_KEY_ID: optional,
    S3_SECRET_ACCESS_KEY: optional,
    S3_FORCE_PATH_STYLE: oneOf(['true', 'false'], 'false').transform((v) => v === 'true'),
    PAYMONGO_SECRET_KEY: optional,
    PAYMONGO_WEBHOOK_SECRET: optional,
    /** PayMongo's API origin; tests point it at a local stand-in. */
    PAYMONGO_API_URL: url(HTTP, 'an absolute http(s) URL').transform((v) => (v ?? 'https://api.paymongo.com').replace(/\/$/, '')),
    /** A checkout still pending this long is looked up at the provider (a webhook may have been missed). */
    PAYMENT_RECONCILE_AFTER_MINUTES: integer(5, 1, 1440),
    SANDBOX_WEBHOOK_SECRET: optional,
    /** How long the built-in sandbox keeps a refund pending before it succeeds (and says so by webhook). */
    SANDBOX_REFUND_SETTLE_SECONDS: integer(10, 0, 86_400),
    SCHEDULER: oneOf(['on', 'off'], 'on'),
    SCHEDULER_INTERVAL_SECONDS: integer(15, 1, 3600),
    /**
     * How long a scheduler's claim on a due reminder keeps other schedulers off it
     * (lib/server/runtime/reminders/send-due-reminders.ts): a reminder claimed by an instance that died goes
     * out once it runs out. At most the 10-minute lead, so such a reminder still goes out before the start.
     */
    REMINDER_LEASE_SECONDS: integer(30, 1, 600),
    /** On SIGTERM: how long in-flight requests may take before the process exits anyway (exit code 1). */
    SHUTDOWN_TIMEOUT_SECONDS: integer(20, 1, 600),
    BOOKING_HOLD_MINUTES: integer(15, 1, 120),
    /** The platform's share of each paid item, taken from the lawyer's side (lib/rules/fees.ts). */
    PLATFORM_FEE_PERCENT: percent(0, 50),
    /** Semaphore (Philippine SMS): with a key, texts are sent; without, they stay in the outbox (GET /api/v1/dev/sms). */
    SEMAPHORE_API_KEY: optional,
    /** The registered sender name; Semaphore's own ("SEMAPHORE") when unset. */
    SEMAPHORE_SENDER_NAME: optional.refine((v) => v === undefined || /^[A-Za-z0-9 ]{1,11}$/.test(v), {
      message: 'must be 1 to 11 letters, digits or spaces',
    }),
    /** Semaphore's API root; tests point it at a local stand-in. */
    SEMAPHORE_BASE_URL: url(HTTP, 'an absolute http(s) URL').transform((v) => (v ?? 'https://api.semaphore.co/api/v4').replace(/\/$/, '')),
    /**
     * Twilio (texts to numbers abroad, issue 63), set all three or none: with them, texts to numbers
     * outside the Philippines go through Twilio's Messages API (lib/server/messaging/sms/twilio.ts), and +63 ones
     * too when SEMAPHORE_API_KEY is unset. Without them a number abroad is refused while Semaphore is
     * set (it reaches +63 only), and kept in the outbox like any other while no provider is.
     */
    TWILIO_ACCOUNT_SID: optional.refine((v) => v === undefined || /^AC[0-9a-fA-F]{32}$/.test(v), {
      message: 'must be an Account SID (AC and 32 hexadecimal digits)',
    }),
    TWILIO_AUTH_TOKEN: optional,
    /** The sender: a Twilio number in E.164, an alphanumeric sender ID, or a Messaging Service SID (MG…). */
    TWILIO_FROM: optional.refine((v) => v === undefined || /^(\+[1-9]\d{6,14}|MG[0-9a-fA-F]{32}|[A-Za-z0-9 ]{1,11})$/.test(v), {
      message: 'must be an E.164 number, a Messaging Service SID (MG…) or a sender ID of 1 to 11 letters, digits or spaces',
    }),
    /** Twilio's API root; tests point it at a local stand-in. */
    TWILIO_BASE_URL: url(HTTP, 'an absolute http(s) URL').transform((v) => (v ?? 'https://api.twilio.com').replace(/\/$/, '')),
    /** The shared secret of POST /api/v1/sms/inbound (replies such as STOP); the endpoint answers 404 without it. */
    SMS_INBOUND_SECRET: optional.refine((v) => v === undefined || v.length >= 16, { message: 'must be at least 16 characters' }),
    /**
     * Texts per account per Philippine day, one-time codes included; booking confirmations and
     * reminders are not counted and always go (one per meeting).
     */
    SMS_DAILY_CAP: integer(20, 0, 1000),
    /**
     * One-time codes texted per hour by the whole app (issue 38): past it no code goes out until the
     * hour ends, and the admins are e-mailed once that hour. Well above a busy hour's sign-ups.
     */
    SMS_CODE_HOURLY_BUDGET: integer(200, 1, 100_000),
    /** Years payment and receipt records are kept (de-identified after an erasure) for the tax rules; confirm with counsel. */
    PAYMENT_RECORDS_RETENTION_YEARS: integer(10, 1, 30),
    /** The Data Protection Officer's address, named in the privacy policy and the account deletion page. */
    DPO_EMAIL: optional.refine((v) => v === undefined || /^[^\s@]+@[^\s@]+$/.test(v), { message: 'must be an e-mail address' }),
    VAPID_PUBLIC_KEY: optional,
    VAPID_PRIVATE_KEY: optional,
    VAPID_SUBJECT: optional.refine((v) => v === undefined || /^(mailto:|https:)/.test(v), { message: 'must start with mailto: or https:' }),
    STUN_URLS: list((item) => /^stuns?:/.test(item), 'stun: URLs'),
    TURN_URLS: list((item) => /^turns?:/.test(item), 'turn: or turns: URLs'),
    TURN_SECRET: optional,
    TURN_CREDENTIAL_TTL_SECONDS: integer(3600, 60, 86_400),
    CALL_ICE_TRANSPORT_POLICY: oneOf(['all', 'relay'], 'all'),
    /**
     * Reverse proxies (IPs or CIDRs) whose X-Forwarded-For/-Host/-Proto are believed. None by
     * default: the app then faces clients directly and uses the socket address (docs/operations.md).
     */
    TRUSTED_PROXIES: list(isIpOrCidr, 'IP addresses or CIDR ranges'),
    /**
     * Tests only: host:port pairs an imported calendar may be fetched from although they are not
     * public addresses (and over plain http). Empty by default: never set it in production.
     */
    ICAL_IMPORT_ALLOW_HOSTS: list((item) => /^(\[[0-9a-fA-F:.]+\]|[A-Za-z0-9.-]+):\d{1,5}$/.test(item), 'host:port pairs'),
  })
  .superRefine((e, ctx) => {
    if (e.TURN_URLS.length > 0 && !e.TURN_SECRET)
      ctx.addIssue({ code: 'custom', path: ['TURN_SECRET'], message: 'is required when TURN_URLS is set' });
    if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY))
      ctx.addIssue({ code: 'custom', path: ['VAPID_PRIVATE_KEY'], message: 'and VAPID_PUBLIC_KEY must be set together' });
    const twilio = [e.TWILIO_ACCOUNT_SID, e.TWILIO_AUTH_TOKEN, e.TWILIO_FROM].filter(Boolean).length;
    if (twilio > 0 && twilio < 3)
      ctx.addIssue({
        code: 'custom',
        path: ['TWILIO_ACCOUNT_SID'],
        message: 'must be set with TWILIO_AUTH_TOKEN and TWILIO_FROM (all three or none)',
      });
    if (e.S3_BUCKET && (!e.S3_ACCESS_KEY_ID || !e.S3_SECRET_ACCESS_KEY))
      ctx.addIssue({ code: 'custom', path: ['S3_ACCESS_KEY_ID'], message: 'and S3_SECRET_ACCESS_KEY are required when S3_BUCKET is set' });
  });

export type Env = Readonly<z.output<typeof schema>>;

/** The one line a bad environment prints: "Invalid environment: APP_URL must be … (got "…")". */
export class EnvError extends Error {
  constructor(
    readonly variable: string,
    message: string,
  ) {
    super(message);
    this.name = 'EnvError';
  }
}

/** Parses an environment (process.env by default); throws EnvError naming the first bad variable. */
export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = schema.safeParse(source);
  if (result.success) return Object.freeze(result.data);
  const issue = result.error.issues[0];
  const variable = String(issue.path[0]);
  const raw = source[variable];
  const got =
    raw === undefined || /SECRET|KEY|PASSWORD|TOKEN/.test(variable) || variable === 'DATABASE_URL' || variable === 'SMTP_URL'
      ? ''
      : ` (got "${raw}")`;
  throw new EnvError(variable, `Invalid environment: ${variable} ${issue.message}${got}`);
}

let cached: Env | undefined;

/** The validated configuration, parsed on first use. */
export function env(): Env {
  cached ??= parseEnv();
  return cached;
}

/** Tests that change process.env call this so the next env() reads it again. */
export function resetEnvForTests(): void {
  cached = undefined;
}

/**
 * Start-up check for entry points (instrumentation, scripts): on a bad environment, print the one
 * line and exit, instead of failing later inside a request with a stack trace.
 */
export function checkEnvOrExit(): Env {
  try {
    return env();
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

/**
 * The running server's extra rule (instrumentation.ts, not `next build`, which also runs with
 * NODE_ENV=production): production needs PostgreSQL, or the explicit opt-in for the embedded engine.
 */
export function checkServerDatabase(config: Env): string | null {
  if (config.NODE_ENV !== 'production' || config.DATABASE_URL || config.ALLOW_EMBEDDED_DATABASE_IN_PRODUCTION) return null;
  return 'Invalid environment: DATABASE_URL is required in production (the embedded PGlite database does not survive a power loss; set ALLOW_EMBEDDED_DATABASE_IN_PRODUCTION=1 to run it anyway, e.g. for a demo)';
}
