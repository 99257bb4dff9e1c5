import 'server-only';
import { AppError } from '@/lib/server/platform/http/errors';
import { getRequestSession } from './request-session';
import type { SessionUser } from '@/lib/server/platform/security/types';

type Options = {
  /** Auth's own calls (session, resend, settings) work before the e-mail is verified. */
  allowUnverified?: boolean;
};

/** 401 when not signed in; 403 when the e-mail is not verified yet (spec §6). */
export async function requireUser(req: Request, options: Options = {}): Promise<SessionUser> {
  const session = await getRequestSession(req);
  if (!session) throw new AppError('UNAUTHORIZED', 'common.notSignedIn', { key: 'UNAUTHORIZED' });
  if (!options.allowUnverified && !session.user.emailVerified) {
    throw new AppError('FORBIDDEN', 'auth.emailNotVerified', { key: 'EMAIL_NOT_VERIFIED' });
  }
  return session.user;
}

export async function requireCustomer(req: Request): Promise<SessionUser> {
  const user = await requireUser(req);
  if (user.type !== 'CUSTOMER') throw new AppError('FORBIDDEN', 'common.forbidden', { key: 'FORBIDDEN' });
  return user;
}

export async function requireLawyer(req: Request): Promise<SessionUser> {
  const user = await requireUser(req);
  if (user.type !== 'LAWYER') throw new AppError('FORBIDDEN', 'common.forbidden', { key: 'FORBIDDEN' });
  return user;
}

export async function requireAdmin(req: Request): Promise<SessionUser> {
  const user = await requireUser(req);
  if (!user.roles.includes('ADMIN')) throw new AppError('FORBIDDEN', 'common.forbidden', { key: 'FORBIDDEN' });
  return user;
}

export function isAdmin(user: Pick<SessionUser, 'roles'> | null | undefined): boolean {
  return Boolean(user?.roles.includes('ADMIN'));
}
