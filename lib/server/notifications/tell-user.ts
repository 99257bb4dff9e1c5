import 'server-only';
import { eq } from 'drizzle-orm';
import { APP_NAME, appUrl } from '@/lib/config/app';
import { getDb, tables as t } from '@/lib/db';
import { sendEmail } from '../mail/send-email';
import { createNotification, type NewNotification } from './create-notification';

export type Message = {
  user: { id: string; email: string; firstName: string };
  subject: string;
  /** The e-mail's paragraphs after the greeting; the link follows them. */
  paragraphs: string[];
  /** A path of this app, e.g. /lawyer-portal. */
  path: string;
  notification: { title: string; body: string; icon: NewNotification['icon'] };
  /** One message per key, however often the action is replayed. */
  dedupeKey: string;
};

/**
 * Tells someone what the operations team did about their account, review, profile or payment (or
 * that the other party of a call is waiting for them): an e-mail and an in-app notification (with
 * web push), both once per dedupe key. Called after the deciding transaction committed; a failure is
 * logged, never thrown — the decision stands.
 */
export async function tellUser(message: Message): Promise<void> {
  const link = `${appUrl()}${message.path}`;
  try {
    await sendEmail({
      to: message.user.email,
      subject: message.subject,
      text: `Hi ${message.user.firstName},\n\n${message.paragraphs.join('\n\n')}\n\n${link}\n\n— ${APP_NAME}`,
      dedupeKey: `mail:${message.dedupeKey}`,
    });
    await createNotification({
      userId: message.user.id,
      url: message.path,
      dedupeKey: `note:${message.dedupeKey}`,
      ...message.notification,
    });
  } catch (error) {
    console.error('[tell-user]', error);
  }
}

/**
 * Whether the message with this key has been told: its notification is recorded last, so a message
 * whose e-mail went out but whose notification failed is told again (the e-mail's key keeps it single).
 * A cheap check for callers that would otherwise ask on every repeat of their trigger.
 */
export async function isUserTold(dedupeKey: string): Promise<boolean> {
  const db = await getDb();
  const [row] = await db
    .select({ id: t.notifications.id })
    .from(t.notifications)
    .where(eq(t.notifications.dedupeKey, `note:${dedupeKey}`))
    .limit(1);
  return Boolean(row);
}
