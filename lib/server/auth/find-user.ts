import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { users } from '@/lib/db/schema';
import type { UserType } from '@/lib/auth/access-rules';
import type { Locale } from '@/lib/i18n/paths';

export type UserRecord = {
  id: string;
  email: string;
  type: UserType;
  roles: string[];
  firstName: string;
  lastName: string;
  pictureUrl: string | null;
  emailVerified: boolean;
  passwordHash: string | null;
  disabledAt: Date | null;
  /** The language of the site, e-mails and texts for this person (issue 40). */
  language: Locale;
};

export const userColumns = {
  id: users.id,
  email: users.email,
  type: users.type,
  roles: users.roles,
  firstName: users.firstName,
  lastName: users.lastName,
  pictureUrl: users.pictureUrl,
  emailVerified: users.emailVerified,
  passwordHash: users.passwordHash,
  disabledAt: users.disabledAt,
  language: users.language,
};

export async function findUserByEmail(email: string): Promise<UserRecord | undefined> {
  const db = await getDb();
  const [row] = await db.select(userColumns).from(users).where(eq(users.email, email.trim().toLowerCase())).limit(1);
  return row;
}

export async function findUserById(id: string): Promise<UserRecord | undefined> {
  const db = await getDb();
  const [row] = await db.select(userColumns).from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** The public view of a user record (no hash), as services and DTOs use it. */
export function publicUser(user: UserRecord) {
  return {
    id: user.id,
    email: user.email,
    type: user.type,
    roles: user.roles,
    firstName: user.firstName,
    lastName: user.lastName,
    pictureUrl: user.pictureUrl,
    emailVerified: user.emailVerified,
    hasPassword: Boolean(user.passwordHash),
  };
}
