import 'server-only';
import { randomUUID } from 'node:crypto';
import { tellUser } from '../notifications/tell-user';
import type { TargetRow } from './moderation-target';

const WHAT = { review: 'your review', lawyer: 'your lawyer profile', notary: 'your notary profile' } as const;
const WHERE = { review: '/customer-portal', lawyer: '/lawyer-portal', notary: '/lawyer-portal/notary-public' } as const;

/** The owner of a hidden or restored review or profile is told what happened and why. */
export async function tellModeration(target: TargetRow, change: { hidden: boolean; reason: string }): Promise<void> {
  const what = WHAT[target.kind];
  await tellUser({
    user: target.owner,
    subject: change.hidden ? `We hid ${what}` : `${what.charAt(0).toUpperCase()}${what.slice(1)} is visible again`,
    paragraphs: change.hidden
      ? [
          `Our moderators hid ${what} (${target.title}). Reason: ${change.reason}`,
          'If you think this is a mistake, reply to this e-mail or contact support.',
        ]
      : [`Our moderators restored ${what} (${target.title}). Note: ${change.reason}`],
    path: WHERE[target.kind],
    notification: {
      title: change.hidden ? `We hid ${what}` : `${what.charAt(0).toUpperCase()}${what.slice(1)} was restored`,
      body: change.reason.slice(0, 200),
      icon: 'meeting-comment',
    },
    dedupeKey: `moderation:${target.kind}:${target.id}:${randomUUID()}`,
  });
}
