import 'server-only';
import { NAMELESS, nameInMessage } from '@/lib/format/name-in-message';
import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { queryRows } from '@/lib/db/client';
import { joinPagePath } from '@/lib/config/call-pages';
import { DEFAULT_TIME_ZONE } from '@/lib/config/time';
import { formatLongInZone, formatTimeInZone } from '@/lib/format/date-time';
import type { Locale } from '@/lib/i18n/paths';
import { emailText, itemIn } from '@/lib/server/messaging/mail/mail-text';
import { isUserTold, tellUser, type Message } from '@/lib/server/messaging/notifications/tell-user';
// One notice per meeting per recipient, however often the lobby re-announces itself, on any instance.
import { waitingNoticeKey } from '@/lib/server/messaging/notifications/waiting-notices';
import { partyWaitingSms } from '@/lib/server/messaging/sms/templates';
import { presenceOf } from './presence';

type Row = {
  start_at: string | Date;
  duration_minutes: number;
  call_type: 'VIDEO' | 'PHONE';
  lawyer_id: string;
  lawyer_email: string;
  lawyer_first: string;
  lawyer_name: string;
  lawyer_zone: string | null;
  lawyer_language: Locale | null;
  customer_id: string;
  customer_email: string;
  customer_first: string;
  customer_last: string;
  customer_zone: string | null;
  customer_language: Locale | null;
};

/**
 * The outbox's handler of `meeting:party-waiting` (announce-waiting.ts records it). Tells `peerId` — by e-mail, in-app notification and web push, with their join link — that the
 * other party of the meeting is waiting, once per meeting. Not when the peer is already there (in
 * the call, or in its lobby where they see the waiter): a later announcement, after the peer has
 * gone, still tells them. The request that recorded it checked that the call was open. Returns whether
 * it told; safe to run again (the notice's dedupe key).
 */
export async function noticeWaitingPeer(meetingId: string, waiterId: string, peerId: string, now = new Date()): Promise<boolean> {
  const key = waitingNoticeKey(meetingId, peerId);
  if (await isUserTold(key)) return false;
  if ((await presenceOf(meetingId, peerId, now)) !== 'left') return false;
  const db = await getDb();
  const [m] = await queryRows<Row>(
    db,
    sql`SELECT m.start_at, m.duration_minutes, m.call_type,
               m.lawyer_id, lu.email AS lawyer_email, lu.first_name AS lawyer_first, lp.display_name AS lawyer_name, lp.timezone AS lawyer_zone, lu.language AS lawyer_language,
               m.customer_id, cu.email AS customer_email, cu.first_name AS customer_first, cu.last_name AS customer_last, cu.timezone AS customer_zone,
               cu.language AS customer_language
        FROM meetings m JOIN users lu ON lu.id = m.lawyer_id JOIN lawyer_profiles lp ON lp.user_id = m.lawyer_id JOIN users cu ON cu.id = m.customer_id
        WHERE m.id = ${meetingId}::uuid`,
  );
  if (!m || ![m.lawyer_id, m.customer_id].includes(waiterId) || ![m.lawyer_id, m.customer_id].includes(peerId)) return false;
  const toLawyer = peerId === m.lawyer_id;
  // Names as the messages to the other party carry them: without links or domains (issue 38).
  const client = nameInMessage(`${m.customer_first} ${m.customer_last}`, NAMELESS.client);
  const lawyerName = nameInMessage(m.lawyer_name, NAMELESS.lawyer);
  const lawyer = `Atty. ${lawyerName}`;
  const zone = (toLawyer ? m.lawyer_zone : m.customer_zone) || DEFAULT_TIME_ZONE;
  const start = new Date(m.start_at);
  const waiter = toLawyer ? client : lawyer;
  // In the peer's own language (issue 40).
  const locale = (toLawyer ? m.lawyer_language : m.customer_language) ?? 'en';
  const t = emailText(locale);
  const item = itemIn(t, m.duration_minutes, m.call_type);
  const message: Message = {
    user: toLawyer
      ? { id: m.lawyer_id, email: m.lawyer_email, firstName: m.lawyer_first }
      : { id: m.customer_id, email: m.customer_email, firstName: m.customer_first },
    subject: toLawyer ? t('waiting.subjectLawyer') : t('waiting.subjectClient', { lawyer }),
    paragraphs: [t('waiting.body', { waiter, item, when: formatLongInZone(start, zone, locale) }), t('waiting.joinNow')],
    path: joinPagePath(toLawyer ? 'LAWYER' : 'CUSTOMER', meetingId),
    notification: {
      title: toLawyer ? t('waiting.titleLawyer') : t('waiting.titleClient', { lawyer }),
      // Short: a phone shows a push's first line or two (the call is today, in the window).
      body: t('waiting.push', { waiter, time: formatTimeInZone(start, zone, locale), callType: m.call_type }),
      icon: 'meeting-reminder',
    },
    dedupeKey: key,
    kind: 'party_waiting',
    meetingId,
    locale,
    sms: partyWaitingSms({
      id: meetingId,
      waiter: toLawyer ? { name: client, lawyer: false } : { name: lawyerName, lawyer: true },
      locale,
    }),
  };
  await tellUser(message);
  return true;
}
