import 'server-only';
import { randomUUID } from 'node:crypto';
import { tellUser } from '@/lib/server/notifications/tell-user';
import { noticeText } from '@/lib/server/notifications/recipient';
import { targetName, type TargetRow } from './moderation-target';

const WHERE = { review: '/customer-portal', lawyer: '/lawyer-portal', notary: '/lawyer-portal/notary-public' } as const;

/** The owner of a hidden or restored review or profile is told what happened and why, in their own language. */
export async function tellModeration(target: TargetRow, change: { hidden: boolean; reason: string }): Promise<void> {
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
    dedupeKey: `moderation:${kind}:${target.id}:${randomUUID()}`,
  });
}
