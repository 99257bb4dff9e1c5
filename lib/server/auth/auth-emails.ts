import 'server-only';
import { safeCallbackPath, withCallbackUrl } from '@/lib/auth/callback-url';
import { APP_NAME, appUrl } from '@/lib/config/app';
import { sendEmail } from '@/lib/server/mail/send-email';

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

function layout(title: string, paragraphs: string[], link: { href: string; label: string }): string {
  const body = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('');
  return `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#0f172a;line-height:1.5">
<h1 style="color:#0b5c57;font-size:20px">${escapeHtml(APP_NAME)}</h1><h2 style="font-size:18px">${escapeHtml(title)}</h2>${body}
<p><a href="${escapeHtml(link.href)}" style="background:#0b5c57;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(link.label)}</a></p>
<p style="font-size:12px;color:#475569">Or open this link: ${escapeHtml(link.href)}</p></body></html>`;
}

/**
 * A mailed link to an app page that carries the page the user was on the way to (a slot they tapped
 * before signing up): kept only as a same-origin path, so a sign-up cannot make our mail an open
 * redirect.
 */
function appLink(path: string, callbackUrl?: string | null): string {
  const callback = safeCallbackPath(callbackUrl, new URL(appUrl()).origin);
  return `${appUrl()}${callback ? withCallbackUrl(path, callback) : path}`;
}

export async function sendVerificationEmail(
  user: { email: string; firstName: string },
  token: string,
  callbackUrl?: string | null,
): Promise<void> {
  const link = appLink(`/verify-email/${token}`, callbackUrl);
  await sendEmail({
    to: user.email,
    subject: `Verify your email for ${APP_NAME}`,
    text: `Hi ${user.firstName},\n\nPlease confirm your email address for ${APP_NAME} by opening this link:\n${link}\n\nThe link is valid for 48 hours. If you did not create an account, you can ignore this email.\n\n${APP_NAME}`,
    html: layout(
      'Please verify your email',
      [`Hi ${user.firstName},`, `Please confirm your email address for ${APP_NAME}. The link is valid for 48 hours.`],
      { href: link, label: 'Verify email' },
    ),
  });
}

/**
 * To the owner of an address someone tried to sign up with (the sign-up answer is the same as for a
 * new address): how to get in, and a fresh verification link if the account was never verified.
 */
export async function sendAccountExistsEmail(
  user: { email: string; firstName: string },
  verifyToken: string | null,
  callbackUrl?: string | null,
): Promise<void> {
  const signIn = appLink('/login', callbackUrl);
  const reset = `${appUrl()}/forgot-password`;
  const verify = verifyToken ? appLink(`/verify-email/${verifyToken}`, callbackUrl) : null;
  const lead = `Someone tried to create an ${APP_NAME} account with this email address, which already has one.`;
  const how = verify
    ? 'Your email address is not verified yet: open the link below to verify it and sign in. The link is valid for 48 hours.'
    : `If it was you, sign in at ${signIn}, or choose a new password at ${reset}.`;
  await sendEmail({
    to: user.email,
    subject: `You already have an ${APP_NAME} account`,
    text: `Hi ${user.firstName},\n\n${lead} ${how}${verify ? `\n${verify}` : ''}\n\nIf it was not you, ignore this email; nothing has changed.\n\n${APP_NAME}`,
    html: layout(
      'You already have an account',
      [`Hi ${user.firstName},`, lead, how, 'If it was not you, ignore this email; nothing has changed.'],
      verify ? { href: verify, label: 'Verify email' } : { href: signIn, label: 'Sign in' },
    ),
  });
}

export async function sendPasswordResetEmail(user: { email: string; firstName: string }, token: string): Promise<void> {
  const link = `${appUrl()}/reset-password/${token}`;
  await sendEmail({
    to: user.email,
    subject: `Reset your ${APP_NAME} password`,
    text: `Hi ${user.firstName},\n\nSomeone asked to reset the password of your ${APP_NAME} account. To choose a new password, open this link:\n${link}\n\nThe link is valid for 1 hour and works once. If it was not you, ignore this email; your password stays the same.\n\n${APP_NAME}`,
    html: layout(
      'Reset your password',
      [
        `Hi ${user.firstName},`,
        'Someone asked to reset your password. The link is valid for 1 hour and works once. If it was not you, ignore this email.',
      ],
      { href: link, label: 'Choose a new password' },
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
};

/** The admin-side link that marks a new lawyer's IBP membership verified, with both ID files. */
export async function sendIbpVerificationEmail({ to, lawyer, token, fileIds, resubmitted = false }: IbpMail): Promise<void> {
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
    ),
  });
}

/** A one-time sign-in link (an owner refused on a new device); it opens a page with a button, never signs in on GET. */
export async function sendSignInLinkEmail(user: { email: string; firstName: string }, token: string): Promise<void> {
  const link = `${appUrl()}/login/link?token=${encodeURIComponent(token)}`;
  await sendEmail({
    to: user.email,
    subject: `Your ${APP_NAME} sign-in link`,
    text: `Hi ${user.firstName},\n\nSomeone asked for a sign-in link for your ${APP_NAME} account. To sign in on this device, open this link and press "Sign in":\n${link}\n\nThe link is valid for 15 minutes and works once. If it was not you, ignore this email; nobody can sign in without it.\n\n${APP_NAME}`,
    html: layout(
      'Your sign-in link',
      [
        `Hi ${user.firstName},`,
        'Someone asked for a sign-in link for your account. The link is valid for 15 minutes and works once. If it was not you, ignore this email.',
      ],
      { href: link, label: 'Sign in' },
    ),
  });
}
