import 'server-only';
import type { UserType } from '@/lib/auth/access-rules';

/** A signed-in user as the server sees it after the session row was confirmed. */
export type SessionUser = {
  id: string;
  email: string;
  type: UserType;
  roles: string[];
  firstName: string;
  lastName: string;
  pictureUrl: string | null;
  emailVerified: boolean;
  hasPassword: boolean;
  /** sessions.id: the SHA-256 of the cookie's token. */
  sessionId: string;
  sessionExpiresAt: Date;
};

export type RequestMeta = { ip: string; userAgent: string | null };
