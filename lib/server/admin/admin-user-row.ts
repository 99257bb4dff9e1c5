import 'server-only';
import { sql } from 'drizzle-orm';
import { tables as t } from '@/lib/db';
import type { AdminUser } from '@/lib/dto/admin';
import { AppError } from '@/lib/server/platform/http/errors';

/** The columns an admin's view of a person is read from (users, left-joined to lawyer_profiles). */
export const adminUserColumns = {
  id: t.users.id,
  firstName: t.users.firstName,
  lastName: t.users.lastName,
  email: t.users.email,
  type: t.users.type,
  roles: t.users.roles,
  emailVerified: t.users.emailVerified,
  disabledAt: t.users.disabledAt,
  createdAt: t.users.createdAt,
  verificationStatus: sql<'PENDING' | 'VERIFIED' | 'REJECTED' | null>`${t.lawyerProfiles.verificationStatus}`,
};

type AdminUserRow = {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  type: 'CUSTOMER' | 'LAWYER';
  roles: string[];
  emailVerified: boolean;
  disabledAt: Date | null;
  createdAt: Date;
  verificationStatus: 'PENDING' | 'VERIFIED' | 'REJECTED' | null;
};

export function toAdminUser(r: AdminUserRow): AdminUser {
  return {
    _id: r.id,
    name: `${r.firstName} ${r.lastName}`.trim(),
    email: r.email,
    type: r.type,
    roles: r.roles,
    email_verified: r.emailVerified,
    suspended_at: r.disabledAt?.toISOString() ?? null,
    verification_status: r.type === 'LAWYER' ? r.verificationStatus : null,
    created_at: r.createdAt.toISOString(),
  };
}

export const userNotFound = () => new AppError('NOT_FOUND', 'admin.userNotFound', { key: 'USER_NOT_FOUND' });
