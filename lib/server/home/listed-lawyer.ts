import 'server-only';
import { and, eq } from 'drizzle-orm';
import { tables as t } from '@/lib/db';

/** A lawyer clients can find: public, complete and IBP-verified (the search listing rule). */
export const isListedLawyer = () =>
  and(eq(t.lawyerProfiles.isPublic, true), eq(t.lawyerProfiles.isComplete, true), eq(t.lawyerProfiles.ibpVerified, true));
