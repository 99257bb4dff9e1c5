// The user's wire shape is the accounts DTO's schema (lib/dto/account.ts); type-only here, so the
// browser bundles carry no zod.
import type { AuthUser } from '@/lib/dto/account';

export type { AuthUser };

export type AuthStatus = 'loading' | 'authenticated' | 'unauthenticated';

/** "Atty." for lawyers (spec §2). */
export function displayName(user: Pick<AuthUser, 'type' | 'first_name' | 'last_name'>): string {
  const name = `${user.first_name} ${user.last_name}`.trim();
  return user.type === 'LAWYER' ? `Atty. ${name}` : name;
}
