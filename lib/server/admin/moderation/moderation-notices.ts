import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb, tables } from '@/lib/db';
import type { ReportTargetKind } from '@/lib/dto/admin';
import { tellUser } from '@/lib/server/messaging/notifications/tell-user';
import { noticeText } from '@/lib/server/messaging/notifications/recipient';
import { findModerationTarget, targetName, type TargetRow } from './moderation-target';

const WHERE = { review: '/customer-portal', lawyer: '/lawyer-portal', notary: '/lawyer-portal/notary-public' } as const;

/**
 * The outbox's handler of `moderation:hide` and `moderation:restore` (moderateContent): the owner is
 * told once per event (its id is the message's key), with the reason the admin gave (its audit row).
 */
export async function tellModerationEvent(
  eventId: string,
  targetId: string,
  payload: { kind: ReportTargetKind; auditId: string },
  hidden: boolean,
): Promise<void> {
  const db = await getDb();
  const [audit] = await db.select({ reason: tables.auditLog.reason }).from(tables.auditLog).where(eq(tables.auditLog.id, payload.auditId));
  const target = await findModerationTarget(db, payload.kind, targetId);
  if (!target || !audit) return;
  await tellModeration(target, { hidden, reason: audit.reason ?? '' }, eventId);
}

/** The owner of a hidden or restored review or profile is told what happened and why, in their own language; once per `key`. */
export async function tellModeration(target: TargetRow, change: { hidden: boolean; reason: string }, key: string): Promise<void> {
  const locale = target.owner.language;
  const t = noticeText(locale);
  const kind = target.kind;
  // The review or profile as its owner names it ("5★ review of Atty. Ana Reyes by Juan C.").
  const title = targetName(target.naming, locale);
  await tellUser({
    user: target.owner,
    locale,
    subject: change.hidden ? t('moderation.hiddenSubject', { kind }) : t('moderation.restoredSubject', { kind }),
    paragraphs: change.hidden
      ? [t('moderation.hidden', { kind, title, reason: change.reason }), t('moderation.mistake')]
      : [t('moderation.restored', { kind, title, reason: change.reason })],
    path: WHERE[kind],
    notification: {
      title: change.hidden ? t('moderation.hiddenSubject', { kind }) : t('moderation.restoredTitle', { kind }),
      body: change.reason.slice(0, 200),
      icon: 'meeting-comment',
    },
    dedupeKey: `moderation:${kind}:${target.id}:${key}`,
  });
}
