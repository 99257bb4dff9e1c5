import { PUT as putTimeZone } from '@/app/api/v1/auth/account/time-zone/route';
import { useTestDb } from '@/lib/test/db';
import { apiRequest, routeCtx } from '@/lib/test/fixtures/http';
import { testCustomer, type TestUser } from '@/lib/test/fixtures/users';
import { timeZoneOf } from './account-time-zone';

// Issue 63: the account keeps a zone (the browser's at sign-up); its owner changes it in settings.

const db = useTestDb();
let client: TestUser;
let other: TestUser;

beforeAll(async () => {
  client = await testCustomer(db().db);
  other = await testCustomer(db().db);
});

const put = (body: unknown, who: TestUser | null = client) =>
  putTimeZone(apiRequest('/api/v1/auth/account/time-zone', { method: 'PUT', jar: who?.jar, body }), routeCtx());

it('Manila until changed; then the zone chosen, for that account only', async () => {
  expect(await timeZoneOf(client.id)).toBe('Asia/Manila');
  const res = await put({ time_zone: 'Asia/Dubai' });
  expect(res.status).toBe(200);
  expect(await res.json()).toEqual({ time_zone: 'Asia/Dubai' });
  expect(await timeZoneOf(client.id)).toBe('Asia/Dubai');
  expect(await timeZoneOf(other.id)).toBe('Asia/Manila');
});

it('refuses a zone Intl does not know, another field or no session, and changes nothing', async () => {
  for (const body of [
    { time_zone: 'Mars/Olympus' },
    { time_zone: 'Asia/Dubai', extra: 1 },
    {},
    { time_zone: 4 },
    { time_zone: 'x'.repeat(65) },
  ]) {
    const res = await put(body);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: expect.any(String) });
  }
  expect((await put({ time_zone: 'Europe/London' }, null)).status).toBe(401);
  expect(await timeZoneOf(client.id)).toBe('Asia/Dubai');
});
