import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { getDb, tables as t } from '@/lib/db';
import { queryRows } from '@/lib/db/client';
import { FREE_LEGAL_HELP, findFreeLegalHelp, type FreeLegalHelpProvider } from '@/lib/reference/free-legal-help';
import { areaText } from './hours/report-words';
import { listedLawyerSql } from '@/lib/server/lawyers/listed-lawyer';
import { pageUrl } from '@/lib/server/messaging/mail/mail-text';
import { findRecipient, noticeText } from '@/lib/server/messaging/notifications/recipient';
import { tellUser } from '@/lib/server/messaging/notifications/tell-user';
import { areaOf } from './requests';
import { manilaPeriodStartSql } from './room';
import { unclaimedQuestions } from './written';

// Issue 61: what the legal-aid desk's events tell the person, after the commit (the outbox's handler of the
// event), in their own language, once per event: a declined assessment, with where else to go; a free written question
// offered again to the area's lawyers, or referred to PAO / IBP when nobody took it; a reminder of an unused offer.

/** The person whose declaration the lawyer declined: the reason, and PAO, IBP legal aid, free legal help and paid options. */
export async function tellLegalAidDeclined(eventId: string, requestId: string): Promise<void> {
  const db = await getDb();
  const [row] = await db
    .select({
      clientId: t.legalAidRequests.clientId,
      kind: t.legalAidRequests.kind,
      reason: t.legalAidRequests.declineReason,
      lawyer: t.lawyerProfiles.displayName,
    })
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
      w('legalAid.declined', { lawyer: row.lawyer ?? '', reason, kind: row.kind }),
      w('legalAid.whereElse', { freeHelp: pageUrl(who.language, '/free-legal-help'), lawyers: pageUrl(who.language, '/lawyers-online') }),
    ],
    path: '/free-legal-help',
    notification: { title: w('legalAid.declinedTitle'), body: w('legalAid.declinedBody', { reason }), icon: 'new-meeting' },
    dedupeKey: `legal-aid-declined:${eventId}:${who.id}`,
  });
}

/**
 * The PAO and IBP legal-aid offices to name: those of the region the person gave on their declaration (migration
 * 0061), else the national ones — the PAO central office and the IBP's national legal-aid centre.
 */
function legalAidOfficesFor(region?: string | null): FreeLegalHelpProvider[] {
  const national = (id: string) => FREE_LEGAL_HELP.find((p) => p.id === id);
  const pick = (kind: 'pao' | 'ibp', fallback: string) =>
    (region ? findFreeLegalHelp({ region, kind }).find((p) => p.region === region) : undefined) ?? national(fallback);
  return [pick('pao', 'pao-central'), pick('ibp', 'ibp-ncla')].filter((p): p is FreeLegalHelpProvider => p !== undefined);
}

/** Nobody claimed the person's free written question in 96 h: told so, and where else to go, in their language. */
export async function tellLegalAidReferred(eventId: string, requestId: string): Promise<void> {
  const db = await getDb();
  const [row] = await db
    .select({ clientId: t.legalAidRequests.clientId, problem: t.legalAidRequests.problem, region: t.legalAidDeclarations.region })
    .from(t.legalAidRequests)
    .leftJoin(t.legalAidDeclarations, eq(t.legalAidDeclarations.userId, t.legalAidRequests.clientId))
    .where(eq(t.legalAidRequests.id, requestId));
  if (!row) return;
  const who = await findRecipient(row.clientId);
  if (!who) return;
  const w = noticeText(who.language);
  const offices = legalAidOfficesFor(row.region).map((p) => w('legalAid.office', { name: p.name, where: p.address ?? p.contactHint }));
  await tellUser({
    user: who,
    locale: who.language,
    subject: w('legalAid.referredSubject'),
    paragraphs: [
      w('legalAid.referred', { area: areaText(areaOf(row.problem), who.language) }),
      ...offices,
      w('legalAid.referredMore', { freeHelp: pageUrl(who.language, '/free-legal-help') }),
    ],
    path: '/free-legal-help',
    notification: { title: w('legalAid.referredTitle'), body: w('legalAid.referredBody'), icon: 'new-meeting' },
    dedupeKey: `legal-aid-referred:${eventId}:${who.id}`,
  });
}

/** The lawyers of an area who give free written answers and have some left this Manila month (not the person). */
async function lawyersWithWrittenLeft(area: string, clientId: string, now: Date): Promise<string[]> {
  const db = await getDb();
  const rows = await queryRows<{ id: string }>(
    db,
    sql`SELECT o.lawyer_id AS id FROM legal_aid_offers o JOIN lawyer_profiles p ON p.user_id = o.lawyer_id
         WHERE o.enabled AND o.written_per_month > 0 AND p.areas @> ARRAY[${area}]::text[] AND ${listedLawyerSql('p')}
           AND o.lawyer_id <> ${clientId}::uuid
           AND o.written_per_month > (SELECT count(*) FROM legal_aid_requests x WHERE x.lawyer_id = o.lawyer_id
                 AND x.kind = 'WRITTEN' AND x.claimed_at >= ${manilaPeriodStartSql('month', now)})`,
  );
  return rows.map((r) => r.id);
}

/** A free written question unclaimed for 48 h: every legal-aid lawyer of its area with answers left is told, once. */
export async function tellLegalAidQueued(eventId: string, requestId: string): Promise<void> {
  const db = await getDb();
  const [row] = await db
    .select({ clientId: t.legalAidRequests.clientId, problem: t.legalAidRequests.problem, lawyerId: t.legalAidRequests.lawyerId })
    .from(t.legalAidRequests)
    .where(eq(t.legalAidRequests.id, requestId));
  if (!row || row.lawyerId) return;
  const area = areaOf(row.problem);
  for (const lawyerId of await lawyersWithWrittenLeft(area, row.clientId, new Date())) {
    const who = await findRecipient(lawyerId);
    if (!who) continue;
    const w = noticeText(who.language);
    const areaName = areaText(area, who.language);
    await tellUser({
      user: who,
      locale: who.language,
      subject: w('legalAid.queuedSubject', { area: areaName }),
      paragraphs: [w('legalAid.queued', { area: areaName })],
      path: '/lawyer-portal/legal-aid',
      notification: { title: w('legalAid.queuedSubject', { area: areaName }), body: w('legalAid.queuedBody'), icon: 'new-work-item' },
      dedupeKey: `legal-aid-queued:${eventId}:${who.id}`,
    });
  }
}

/** A lawyer whose offer went unused for 30 days: reminded of the questions waiting in their areas, or to share free times. */
export async function tellLegalAidOfferWaiting(eventId: string, lawyerId: string): Promise<void> {
  const db = await getDb();
  const [offer] = await queryRows<{ areas: string[]; written_per_month: number }>(
    db,
    sql`SELECT p.areas, o.written_per_month FROM legal_aid_offers o JOIN lawyer_profiles p ON p.user_id = o.lawyer_id
         WHERE o.lawyer_id = ${lawyerId}::uuid AND o.enabled`,
  );
  if (!offer) return;
  const who = await findRecipient(lawyerId);
  if (!who) return;
  const waiting =
    Number(offer.written_per_month) > 0
      ? (await unclaimedQuestions(db)).filter((q) => (offer.areas ?? []).includes(areaOf(q.problem))).length
      : 0;
  const w = noticeText(who.language);
  await tellUser({
    user: who,
    locale: who.language,
    subject: w('legalAid.offerWaitingSubject', { count: waiting }),
    paragraphs: [w('legalAid.offerWaiting', { count: waiting })],
    path: '/lawyer-portal/legal-aid',
    notification: {
      title: w('legalAid.offerWaitingSubject', { count: waiting }),
      body: w('legalAid.offerWaitingBody'),
      icon: 'new-work-item',
    },
    dedupeKey: `legal-aid-offer-waiting:${eventId}:${who.id}`,
  });
}
