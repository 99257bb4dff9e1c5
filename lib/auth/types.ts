import type { UserType } from './access-rules';

/** The user as the API returns it (spec §3 User) and as the browser keeps it under `user`. */
export type AuthUser = {
  _id: string;
  email: string;
  type: UserType;
  roles: string[];
  first_name: string;
  last_name: string;
  picture_url: string | null;
  email_verified: boolean;
  /** False for accounts created through Google or Facebook until they set a password. */
  has_password: boolean;
};

export type AuthStatus = 'loading' | 'authenticated' | 'unauthenticated';

/** "Atty." for lawyers (spec §2). */
export function displayName(user: Pick<AuthUser, 'type' | 'first_name' | 'last_name'>): string {
  const name = `${user.first_name} ${user.last_name}`.trim();
  return user.type === 'LAWYER' ? `Atty. ${name}` : name;
}
