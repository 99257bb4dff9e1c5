import { eq } from 'drizzle-orm';
import { POST as resetPassword } from '@/app/api/v1/auth/reset-password/route';
import { users } from '@/lib/db/schema';
import { useTestDb } from '@/lib/test/db';
import { apiRequest, routeCtx } from '@/lib/test/fixtures/http';
import { insertCustomer } from '@/lib/test/fixtures/users';
import { createAuthToken } from '@/lib/server/platform/security/auth-tokens';
import * as password from '@/lib/server/platform/security/password';

jest.mock('@/lib/server/platform/security/password', () => {
  const actual = jest.requireActual('@/lib/server/platform/security/password');
  return { ...actual, hashPassword: jest.fn(actual.hashPassword) };
});

const db = useTestDb();
const hashPassword = password.hashPassword as jest.MockedFunction<typeof password.hashPassword>;
const submit = (token: string, ip: string) =>
  resetPassword(
    apiRequest('/api/v1/auth/reset-password', {
      method: 'POST',
      ip,
      body: { token, password: 'Harbour2026', confirm_password: 'Harbour2026' },
    }),
    routeCtx(),
  );

describe('reset password', () => {
  beforeEach(() => hashPassword.mockClear());

  it('checks the link before hashing: a bad token costs no argon2 hash', async () => {
    const res = await submit('not-a-real-token', '198.51.100.1');
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBe('This password reset link is invalid or has expired.');
    expect(hashPassword).not.toHaveBeenCalled();
  });

  it('a live token is hashed once, consumed, and refused the second time without hashing', async () => {
    const userId = await insertCustomer(db().db);
    const token = await createAuthToken(userId, 'RESET_PASSWORD');
    expect((await submit(token, '198.51.100.2')).status).toBe(200);
    expect(hashPassword).toHaveBeenCalledTimes(1);
    const [user] = await db().db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId));
    expect(await password.verifyPassword(user.hash!, 'Harbour2026')).toBe(true);
    expect((await submit(token, '198.51.100.2')).status).toBe(400);
    expect(hashPassword).toHaveBeenCalledTimes(1);
  });
});
