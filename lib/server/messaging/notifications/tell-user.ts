import 'server-only';
import { eq } from 'drizzle-orm';
import { APP_NAME } from '@/lib/config/app';
import type { NotificationKind } from '@/lib/config/notification-kinds';
import { getDb, tables as t } from '@/lib/db';
import type { Locale } from '@/lib/i18n/paths';
import { sendEmail } from '@/lib/server/messaging/mail/send-email';
import { burstSlot } from '@/lib/server/messaging/mail/mail-burst';
import { emailText, pageUrl } from '@/lib/server/messaging/mail/mail-text';
import { textUser } from './text-user';
import { createNotification, type NewNotification } from './create-notification';
import { channelsFor, type ChannelChoice } from './preferences';

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
  /**
   * A kind the person chooses channels for (lib/config/notification-kinds.ts): the e-mail, the push
   * and the text follow their choice. Without one (account, money and moderation notices) e-mail and
   * push always go, and there is no text.
   */
  kind?: NotificationKind;
  /** The text message of a kind (lib/server/messaging/sms/templates.ts), to a verified number only. */
  sms?: string;
  /** The meeting the message is about (its texts are capped per meeting). */
  meetingId?: string;
  /**
   * The language the caller wrote the message in, the reader's (issue 40): the greeting and the
   * link follow it. English when not given.
   */
  locale?: Locale;
  /**
   * A mail that may come in bursts (issue 73 item 6): the first of `thread` in a window goes at once, the rest fold
   * into one digest — `digest`'s words — at the window's end (mail-burst.ts). The in-app notification is always told.
   */
  burst?: { thread: string; digest: { subject: string; paragraphs: string[] } };
};

const ALWAYS: ChannelChoice = { email: true, sms: false, push: true };

/**
 * Tells someone what the operations team did about their account, review, profile or payment (or
 * that the other party of a call is waiting for them): an e-mail, a text and an in-app notification
 * (with web push), each once per dedupe key and on the channels the person chose for the message's
 * kind. The in-app notification is always recorded (it is the account's own list) and last, so it
 * marks the message told (isUserTold). Called after the deciding transaction committed; a failure is
 * logged, never thrown — the decision stands.
 */
export async function tellUser(message: Message): Promise<void> {
  const locale = message.locale ?? 'en';
  const link = pageUrl(locale, message.path);
  try {
    const channels = message.kind ? await channelsFor(message.user.id, message.kind) : ALWAYS;
    if (channels.email) {
      const slot = message.burst ? await burstSlot(message.burst.thread, message.user.email) : ({ first: true } as const);
      const mail = slot.first ? message : message.burst!.digest;
      await sendEmail({
        to: message.user.email,
        subject: mail.subject,
        text: `${emailText(locale)('hi', { name: message.user.firstName })}\n\n${mail.paragraphs.join('\n\n')}\n\n${link}\n\n— ${APP_NAME}`,
        // The window's one digest: keyed by its end, sent then.
        dedupeKey: slot.first
          ? `mail:${message.dedupeKey}`
          : `mail:digest:${message.burst!.thread}:${message.user.id}:${slot.endsAt.toISOString()}`,
        sendAt: slot.first ? undefined : slot.endsAt,
      });
    }
    if (message.kind && message.sms && channels.sms) {
      await textUser({
        userId: message.user.id,
        kind: message.kind,
        body: message.sms,
        dedupeKey: `sms:${message.dedupeKey}`,
        meetingId: message.meetingId,
      });
    }
    await createNotification(
      { userId: message.user.id, url: message.path, dedupeKey: `note:${message.dedupeKey}`, ...message.notification },
      undefined,
      { push: channels.push },
    );
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
