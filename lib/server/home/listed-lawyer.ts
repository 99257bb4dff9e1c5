import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { tables as t } from '@/lib/db';

/**
 * A lawyer clients can find: public, complete, IBP-verified, and an account that is not disabled
 * (the same rule as search and lib/server/lawyers/is-listed-lawyer).
 */
export const isListedLawyer = () =>
  and(
    eq(t.lawyerProfiles.isPublic, true),
    eq(t.lawyerProfiles.isComplete, true),
    eq(t.lawyerProfiles.ibpVerified, true),
    sql`NOT EXISTS (SELECT 1 FROM ${t.users} WHERE ${t.users.id} = ${t.lawyerProfiles.userId} AND ${t.users.disabledAt} IS NOT NULL)`,
  );
