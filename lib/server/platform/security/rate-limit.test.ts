import { useTestDb } from '@/lib/test/db';
import { consumeRateLimit, enforceRateLimits, refundRateLimit } from './rate-limit';

describe('rate limits (rate_limit_buckets)', () => {
  const db = useTestDb();
  beforeAll(() => {
    // This suite fills the whole PostgreSQL pool; when the test database is dropped at the end, a
    // connection still closing can report "terminating connection" — expected, not a failure.
    const pool = (db().db as unknown as { $client: { on?: (event: string, fn: () => void) => void } }).$client;
    pool.on?.('error', () => {});
  });

  it('lets exactly `limit` of many concurrent hits through', async () => {
    const results = await Promise.all(
      Array.from({ length: 30 }, () => consumeRateLimit('test:concurrent', { limit: 10, windowSeconds: 60 })),
    );
    expect(results.filter((r) => r.allowed)).toHaveLength(10);
    expect(Math.max(...results.map((r) => r.hits))).toBe(30);
  });

  it('starts a new window once the old one expired', async () => {
    await consumeRateLimit('test:window', { limit: 1, windowSeconds: 1 });
    expect((await consumeRateLimit('test:window', { limit: 1, windowSeconds: 1 })).allowed).toBe(false);
    await new Promise((r) => setTimeout(r, 1100));
    expect((await consumeRateLimit('test:window', { limit: 1, windowSeconds: 1 })).allowed).toBe(true);
  });

  it('throws 429 with Retry-After, and a refund gives a hit back', async () => {
    const rule = { limit: 1, windowSeconds: 120 };
    await enforceRateLimits([{ key: 'test:enforce', rule }]);
    await expect(enforceRateLimits([{ key: 'test:enforce', rule }])).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    await refundRateLimit('test:enforce');
    await refundRateLimit('test:enforce');
    await expect(enforceRateLimits([{ key: 'test:enforce', rule }])).resolves.toBeUndefined();
    const error = await enforceRateLimits([{ key: 'test:enforce', rule }]).catch((e: unknown) => e);
    expect(Number((error as { headers: Record<string, string> }).headers['Retry-After'])).toBeGreaterThan(100);
  });
});
