import { eq } from 'drizzle-orm';
import { PUT as putCallMode } from '@/app/api/v1/auth/account/call-mode/route';
import { users } from '@/lib/db/schema';
import { useTestDb } from '@/lib/test/db';
import { apiRequest, routeCtx } from '@/lib/test/fixtures/http';
import { testCustomer, type TestUser } from '@/lib/test/fixtures/users';
import { callEventSchema } from '@/lib/validation/call';
import { accountCallMode } from './call-mode';

// Issue 44: the mode chosen in a lobby is kept on the account, for the next lobby and call.

const db = useTestDb();
let client: TestUser;

beforeAll(async () => {
  client = await testCustomer(db().db);
});

const put = (body: unknown, signedIn = true) =>
  putCallMode(apiRequest('/api/v1/auth/account/call-mode', { method: 'PUT', jar: signedIn ? client.jar : undefined, body }), routeCtx());

it('none until chosen; then the last one chosen', async () => {
  expect(await accountCallMode(client.id)).toBeNull();
  const res = await put({ mode: 'saver' });
  expect(res.status).toBe(200);
  expect(await res.json()).toEqual({ mode: 'saver' });
  expect(await accountCallMode(client.id)).toBe('saver');
  expect((await put({ mode: 'audio' })).status).toBe(200);
  expect(await accountCallMode(client.id)).toBe('audio');
});

it('refuses an unknown mode, another field or no session, and changes nothing', async () => {
  for (const body of [{ mode: 'hd' }, { mode: 'video', extra: 1 }, {}, { mode: null }]) {
    const res = await put(body);
    expect(res.status).toBe(400);
  }
  expect((await put({ mode: 'video' }, false)).status).toBe(401);
  const [row] = await db().db.select({ mode: users.callMode }).from(users).where(eq(users.id, client.id));
  expect(row.mode).toBe('audio');
});

it("a party's media signal may carry the mode it asks for, one of the three", () => {
  const media = { kind: 'media', audio: true, video: true };
  expect(callEventSchema.safeParse(media).success).toBe(true);
  for (const mode of ['video', 'saver', 'audio']) expect(callEventSchema.safeParse({ ...media, mode }).success).toBe(true);
  expect(callEventSchema.safeParse({ ...media, mode: 'hd' }).success).toBe(false);
});
