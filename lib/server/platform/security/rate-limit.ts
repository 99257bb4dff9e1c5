import 'server-only';
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { queryRows } from '@/lib/db/client';
import { AppError } from '@/lib/server/platform/http/errors';
import type { ErrorKey, ErrorParams } from '@/lib/errors/keys';
import { bodyWasRead } from '@/lib/server/platform/log/request-context';
import { logger } from '@/lib/server/platform/log/logger';

export type RateLimitRule = { limit: number; windowSeconds: number };
export type RateLimitResult = { allowed: boolean; hits: number; retryAfterSeconds: number };

/** Keys name people by a digest, not by their address, so the table holds no e-mails. */
export function subjectKey(value: string): string {
  return createHash('sha256').update(value.trim().toLowerCase()).digest('hex').slice(0, 32);
}

/**
 * How a limit stands to the request's body (issue 58). By default a limit is the requester's (an
 * address, an account) and is counted before the body is read, so a flood of bodies that would be
 * refused — or that are costly to parse — is counted all the same. `afterBody` marks the others,
 * counted once the body is read: keyed by what the body names (an e-mail, a number), or counting what
 * a valid request leads to (a text sent, a failed password), so that a refusal spends nothing.
 */
type LimitTiming = { afterBody?: true };

class LimitOrderError extends Error {
  constructor(key: string) {
    super(
      `Rate limit "${key.split(':').slice(0, 2).join(':')}" counted after the request body was read: count it first, or mark it afterBody.`,
    );
    this.name = 'LimitOrderError';
  }
}

/** The order rule above, checked on every count made inside a request: a defect fails loudly outside production. */
function checkOrder(key: string, timing: LimitTiming): void {
  if (timing.afterBody || !bodyWasRead()) return;
  const error = new LimitOrderError(key);
  if (process.env.NODE_ENV !== 'production') throw error;
  logger().error({ err: error }, 'rate limit counted after the body');
}

/**
 * Counts one hit in a fixed window shared by every app instance (rate_limit_buckets). One atomic
 * upsert, so concurrent attempts cannot all slip under the limit.
 */
export async function consumeRateLimit(key: string, rule: RateLimitRule, timing: LimitTiming = {}): Promise<RateLimitResult> {
  checkOrder(key, timing);
  const db = await getDb();
  const [row] = await queryRows<{ hits: number; retry_after: number }>(
    db,
    sql`INSERT INTO rate_limit_buckets AS b (key, hits, window_start, expires_at)
        VALUES (${key}, 1, now(), now() + make_interval(secs => ${rule.windowSeconds}))
        ON CONFLICT (key) DO UPDATE SET
          hits = CASE WHEN b.expires_at <= now() THEN 1 ELSE b.hits + 1 END,
          window_start = CASE WHEN b.expires_at <= now() THEN now() ELSE b.window_start END,
          expires_at = CASE WHEN b.expires_at <= now() THEN now() + make_interval(secs => ${rule.windowSeconds}) ELSE b.expires_at END
        RETURNING hits, CEIL(EXTRACT(EPOCH FROM (expires_at - now())))::int AS retry_after`,
  );
  if (Math.random() < 0.01) await db.execute(sql`DELETE FROM rate_limit_buckets WHERE expires_at < now() - interval '1 day'`);
  const hits = Number(row.hits);
  return { allowed: hits <= rule.limit, hits, retryAfterSeconds: Math.max(1, Number(row.retry_after)) };
}

/** Gives back one hit (an attempt that turned out to be legitimate). */
export async function refundRateLimit(key: string): Promise<void> {
  const db = await getDb();
  await db.execute(sql`UPDATE rate_limit_buckets SET hits = GREATEST(hits - 1, 0) WHERE key = ${key}`);
}

export async function resetRateLimit(key: string): Promise<void> {
  const db = await getDb();
  await db.execute(sql`DELETE FROM rate_limit_buckets WHERE key = ${key}`);
}

/**
 * When to try again, without a zone to misread — "in 45 seconds", "in 1 minute", "in 52 minutes",
 * "in 5 hours" — as the arguments of the words' `{unit, select, …}`.
 */
export function retryInWords(seconds: number): { unit: 'second' | 'minute' | 'hour'; count: number } {
  if (seconds < 60) return { unit: 'second', count: seconds };
  if (seconds > 2 * 3600) return { unit: 'hour', count: Math.ceil(seconds / 3600) };
  return { unit: 'minute', count: Math.ceil(seconds / 60) };
}

/** An error's words by catalogue key (lib/errors/keys.ts), with their arguments. */
export type ErrorWordsRef = { key: ErrorKey; params?: ErrorParams };

export function tooManyRequests(retryAfterSeconds: number, error: ErrorWordsRef = { key: 'auth.tooManyAttempts' }): AppError {
  return new AppError('TOO_MANY_REQUESTS', error.key, {
    params: error.params,
    key: 'RATE_LIMITED',
    headers: { 'Retry-After': String(retryAfterSeconds) },
  });
}

/** A limit to enforce; `error` says in words what was limited and when to try again. */
export type RateLimitEntry = LimitTiming & { key: string; rule: RateLimitRule; error?: (retryAfterSeconds: number) => ErrorWordsRef };

/** Consumes every bucket; throws 429 (with the longest Retry-After, and its message) if any is over its limit. */
export async function enforceRateLimits(entries: RateLimitEntry[]): Promise<void> {
  let retryAfter = 0;
  let error: ErrorWordsRef | undefined;
  for (const entry of entries) {
    const result = await consumeRateLimit(entry.key, entry.rule, entry);
    if (!result.allowed && result.retryAfterSeconds > retryAfter) {
      retryAfter = result.retryAfterSeconds;
      error = entry.error?.(retryAfter);
    }
  }
  if (retryAfter > 0) throw tooManyRequests(retryAfter, error);
}
