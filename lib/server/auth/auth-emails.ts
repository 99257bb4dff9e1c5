import 'server-only';
import { safeCallbackPath, withCallbackUrl } from '@/lib/auth/callback-url';
import { APP_NAME, appUrl } from '@/lib/config/app';
import { localePath, type Locale } from '@/lib/i18n/paths';
import { sendEmail } from '@/lib/server/messaging/mail/send-email';
import { emailText } from '@/lib/server/messaging/mail/mail-text';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** The greeting, the link and "Or open this link" in the reader's language (IBP mails to the team: English). */
function layout(title: string, paragraphs: string[], link: { href: string; label: string }, locale: Locale): string {
  const body = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('');
  return `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#0f172a;line-height:1.5">
<h1 style="color:#0b5c57;font-size:20px">${escapeHtml(APP_NAME)}</h1><h2 style="font-size:18px">${escapeHtml(title)}</h2>${body}
<p><a href="${escapeHtml(link.href)}" style="background:#0b5c57;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(link.label)}</a></p>
<p style="font-size:12px;color:#475569">${escapeHtml(emailText(locale)('account.orOpen', { link: link.href }))}</p></body></html>`;
}

/**
 * Who an account e-mail goes to, in their account's language (issue 40: users.language; a caller's
 * UserRecord carries it). The links open the pages in that language.
 */
type Recipient = { email: string; firstName: string; language?: Locale };

/**
 * A mailed link to an app page that carries the page the user was on the way to (a slot they tapped
 * before signing up): kept only as a same-origin path, so a sign-up cannot make our mail an open
 * redirect.
 */
function appLink(locale: Locale, path: string, callbackUrl?: string | null): string {
  const callback = safeCallbackPath(callbackUrl, new URL(appUrl()).origin);
  const page = localePath(locale, path);
  return `${appUrl()}${callback ? withCallbackUrl(page, callback) : page}`;
}

export async function sendVerificationEmail(user: Recipient, token: string, callbackUrl?: string | null): Promise<void> {
  const locale = user.language ?? 'en';
  const t = emailText(locale);
  const link = appLink(locale, `/verify-email/${token}`, callbackUrl);
  await sendEmail({
    to: user.email,
    subject: t('account.verify.subject', { app: APP_NAME }),
    text: `${t('hi', { name: user.firstName })}\n\n${t('account.verify.text', { app: APP_NAME, link })}\n\n${APP_NAME}`,
    html: layout(
      t('account.verify.title'),
      [t('hi', { name: user.firstName }), t('account.verify.short', { app: APP_NAME })],
      { href: link, label: t('account.verify.button') },
      locale,
    ),
  });
}

/**
 * To the owner of an address someone tried to sign up with (the sign-up answer is the same as for a
 * new address): how to get in, and a fresh verification link if the account was never verified.
 */
export async function sendAccountExistsEmail(user: Recipient, verifyToken: string | null, callbackUrl?: string | null): Promise<void> {
  const locale = user.language ?? 'en';
  const t = emailText(locale);
  const signIn = appLink(locale, '/login', callbackUrl);
  const reset = `${appUrl()}${localePath(locale, '/forgot-password')}`;
  const verify = verifyToken ? appLink(locale, `/verify-email/${verifyToken}`, callbackUrl) : null;
  const lead = t('account.exists.lead', { app: APP_NAME });
  const how = verify ? t('account.exists.verify') : t('account.exists.signIn', { signIn, reset });
  const notYou = t('account.exists.notYou');
  await sendEmail({
    to: user.email,
    subject: t('account.exists.subject', { app: APP_NAME }),
    text: `${t('hi', { name: user.firstName })}\n\n${lead} ${how}${verify ? `\n${verify}` : ''}\n\n${notYou}\n\n${APP_NAME}`,
    html: layout(
      t('account.exists.title'),
      [t('hi', { name: user.firstName }), lead, how, notYou],
      verify ? { href: verify, label: t('account.verify.button') } : { href: signIn, label: t('account.exists.signInButton') },
      locale,
    ),
  });
}

export async function sendPasswordResetEmail(user: Recipient, token: string): Promise<void> {
  const locale = user.language ?? 'en';
  const t = emailText(locale);
  const link = `${appUrl()}${localePath(locale, `/reset-password/${token}`)}`;
  await sendEmail({
    to: user.email,
    subject: t('account.reset.subject', { app: APP_NAME }),
    text: `${t('hi', { name: user.firstName })}\n\n${t('account.reset.text', { app: APP_NAME, link })}\n\n${APP_NAME}`,
    html: layout(
      t('account.reset.title'),
      [t('hi', { name: user.firstName }), t('account.reset.short')],
      { href: link, label: t('account.reset.button') },
      locale,
    ),
  });
}

type IbpMail = {
  to: string;
  lawyer: { name: string; email: string; rollNumber: string; ibpNumber: string };
  token: string;
  fileIds: { ibpId: string; governmentId: string };
  /** New documents from a lawyer asked to upload again (rejection, yearly IBP renewal). */
  resubmitted?: boolean;
  /** Once per key (the outbox's handler runs again after a failure). */
  dedupeKey?: string;
};

/** The admin-side link that marks a new lawyer's IBP membership verified, with both ID files. */
export async function sendIbpVerificationEmail({ to, lawyer, token, fileIds, resubmitted = false, dedupeKey }: IbpMail): Promise<void> {
  const link = `${appUrl()}/verify-ibp/${token}`;
  const queue = `${appUrl()}/admin/verifications`;
  const opening = resubmitted ? `A lawyer sent new verification documents on ${APP_NAME}.` : `A new lawyer signed up on ${APP_NAME}.`;
  const ibpFile = `${appUrl()}/api/v1/files/${fileIds.ibpId}`;
  const govFile = `${appUrl()}/api/v1/files/${fileIds.governmentId}`;
  const details = [
    `Name: ${lawyer.name}`,
    `Email: ${lawyer.email}`,
    `Roll of Attorneys number: ${lawyer.rollNumber}`,
    `IBP number: ${lawyer.ibpNumber}`,
    `IBP ID: ${ibpFile}`,
    `Government ID: ${govFile}`,
  ];
  await sendEmail({
    to,
    // eslint-disable-next-line no-restricted-syntax -- to the operations team (ADMIN_EMAIL), in English as the IBP check is done
    subject: `${APP_NAME}: verify lawyer ${lawyer.name}`,
    text: `${opening}\n\n${details.join('\n')}\n\nCheck both IDs (sign in as an admin to download them), then mark the IBP membership verified:\n${link}\n\nOr approve or reject with a reason in the verification queue: ${queue}\n\n${APP_NAME}`,
    html: layout(
      resubmitted ? 'New verification documents' : 'A new lawyer signed up',
      [
        ...details,
        'Check both IDs (sign in as an admin to download them), then mark the IBP membership verified.',
        `Or approve or reject with a reason in the verification queue: ${queue}`,
      ],
      { href: link, label: 'Mark IBP verified' },
      'en',
    ),
    dedupeKey,
  });
}

/** A one-time sign-in link (an owner refused on a new device); it opens a page with a button, never signs in on GET. */
export async function sendSignInLinkEmail(user: Recipient, token: string): Promise<void> {
  const locale = user.language ?? 'en';
  const t = emailText(locale);
  const link = `${appUrl()}${localePath(locale, '/login/link')}?token=${encodeURIComponent(token)}`;
  await sendEmail({
    to: user.email,
    subject: t('account.signInLink.subject', { app: APP_NAME }),
    text: `${t('hi', { name: user.firstName })}\n\n${t('account.signInLink.text', { app: APP_NAME, link })}\n\n${APP_NAME}`,
    html: layout(
      t('account.signInLink.title'),
      [t('hi', { name: user.firstName }), t('account.signInLink.short')],
      { href: link, label: t('account.signInLink.button') },
      locale,
    ),
  });
}
