import 'server-only';
import type { AuthUser } from '@/lib/auth/types';
import type { SessionUser } from '@/lib/server/platform/security/types';

type UserLike = Omit<SessionUser, 'sessionId' | 'sessionExpiresAt'>;

export function toUserDto(user: UserLike): AuthUser {
  return {
    _id: user.id,
    email: user.email,
    type: user.type,
    roles: user.roles,
    first_name: user.firstName,
    last_name: user.lastName,
    picture_url: user.pictureUrl,
    email_verified: user.emailVerified,
    has_password: user.hasPassword,
  };
}
