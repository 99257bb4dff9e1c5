import 'server-only';
import { APP_NAME, appUrl } from '@/lib/config/app';
import { DELETION_GRACE_DAYS } from '@/lib/config/privacy';
import { formatLongInZone } from '@/lib/format/date-time';
import { sendEmail } from '@/lib/server/mail/send-email';
import { tellUser } from '@/lib/server/notifications/tell-user';

type Person = { id: string; email: string; firstName: string; timezone: string };

/** Step 1: the request is recorded; signing in before due_at cancels it. */
export async function sendDeletionRequested(user: Person, deletion: { id: string; dueAt: Date }): Promise<void> {
  await tellUser({
    user,
    subject: `Your ${APP_NAME} account will be deleted`,
    paragraphs: [
      `We received your request to delete your account. You have been signed out on every device.`,
      `Your account and personal data will be erased on ${formatLongInZone(deletion.dueAt, user.timezone)}. If you change your mind, simply sign in before then and the deletion is cancelled.`,
      `If you did not ask for this, sign in now and change your password.`,
    ],
    path: '/login',
    notification: {
      title: 'Account deletion scheduled',
      body: `Your account will be deleted in ${DELETION_GRACE_DAYS} days.`,
      icon: 'new-work-item',
    },
    dedupeKey: `deletion-requested:${deletion.id}`,
  });
}

/** Step 1b: a cancellation by signing in during the grace period. */
export async function sendDeletionCancelled(user: Person, deletionId: string): Promise<void> {
  await tellUser({
    user,
    subject: `Your ${APP_NAME} account will not be deleted`,
    paragraphs: [
      `You signed in, so the deletion of your account has been cancelled. Nothing was erased.`,
      `If you are a lawyer, your profile was taken out of search when you asked; turn it public again from your profile if you want clients to find you. Your calendar feed link was revoked: create a new one in Calendar sync.`,
    ],
    path: '/',
    notification: {
      title: 'Account deletion cancelled',
      body: 'You signed in, so your account will not be deleted.',
      icon: 'new-work-item',
    },
    dedupeKey: `deletion-cancelled:${deletionId}`,
  });
}

/** Step 2: done. Sent to the address the account had; the erasure has already removed everything else. */
export async function sendDeletionCompleted(to: { email: string; firstName: string }, deletionId: string) {
  return sendEmail({
    to: to.email,
    subject: `Your ${APP_NAME} account has been deleted`,
    text: `Hi,\n\nYour ${APP_NAME} account has been deleted and your personal data erased. Payment and receipt records are kept, without your name or contact details, for the period the tax rules require.\n\nYou can create a new account with this e-mail address at any time: ${appUrl()}/signup\n\n— ${APP_NAME}`,
    dedupeKey: `deletion-completed:${deletionId}`,
  });
}

/** For an account without a password: the fresh link that confirms the request. */
export async function sendDeletionConfirmation(user: Person, token: string): Promise<void> {
  const link = `${appUrl()}/account/delete/confirm?token=${encodeURIComponent(token)}`;
  await sendEmail({
    to: user.email,
    subject: `Confirm the deletion of your ${APP_NAME} account`,
    text: `Hi ${user.firstName},\n\nOpen this link within one hour to confirm that you want your ${APP_NAME} account deleted:\n${link}\n\nAfter you confirm, you have ${DELETION_GRACE_DAYS} days to change your mind by signing in. If you did not ask for this, ignore this e-mail.\n\n— ${APP_NAME}`,
  });
}
