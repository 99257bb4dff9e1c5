import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb, tables as t } from '@/lib/db';
import { pageUrl } from '@/lib/server/mail/mail-text';
import { findRecipient, noticeText } from '@/lib/server/notifications/recipient';
import { tellUser } from '@/lib/server/notifications/tell-user';

// Issue 61: what the legal-aid desk's events tell the person, after the commit (the outbox's handler of the
// event), in their own language, once per event: a declined assessment, with where else to go.

/** The person whose declaration the lawyer declined: the reason, and PAO, IBP legal aid, free legal help and paid options. */
export async function tellLegalAidDeclined(eventId: string, requestId: string): Promise<void> {
  const db = await getDb();
  const [row] = await db
    .select({ clientId: t.legalAidRequests.clientId, reason: t.legalAidRequests.declineReason, lawyer: t.lawyerProfiles.displayName })
    .from(t.legalAidRequests)
    .leftJoin(t.lawyerProfiles, eq(t.lawyerProfiles.userId, t.legalAidRequests.lawyerId))
    .where(eq(t.legalAidRequests.id, requestId));
  if (!row) return;
  const who = await findRecipient(row.clientId);
  if (!who) return;
  const w = noticeText(who.language);
  const reason = w(`legalAid.reasons.${(row.reason ?? 'other') as 'other'}`);
  await tellUser({
    user: who,
    locale: who.language,
    subject: w('legalAid.declinedSubject'),
    paragraphs: [
      w('legalAid.declined', { lawyer: row.lawyer ?? '', reason }),
      w('legalAid.whereElse', { freeHelp: pageUrl(who.language, '/free-legal-help'), lawyers: pageUrl(who.language, '/lawyers-online') }),
    ],
    path: '/free-legal-help',
    notification: { title: w('legalAid.declinedTitle'), body: w('legalAid.declinedBody', { reason }), icon: 'new-meeting' },
    dedupeKey: `legal-aid-declined:${eventId}:${who.id}`,
  });
}
