import { eq } from 'drizzle-orm';
import { tables as t } from '@/lib/db';
import { useTestDb } from '@/lib/test/db';
import { sendAccountExistsEmail, sendPasswordResetEmail, sendSignInLinkEmail, sendVerificationEmail } from './auth-emails';

// Issue 40 point 4: the account e-mails go out in the account's language, their links open the
// pages in it; English stays the spec's text.
const db = useTestDb();
let n = 0;

async function mailTo(email: string) {
  const rows = await db().db.select().from(t.outboundEmails).where(eq(t.outboundEmails.toAddress, email));
  expect(rows).toHaveLength(1);
  return rows[0];
}

const fil = () => ({ email: `fil-${n++}@example.com`, firstName: 'Juan', language: 'fil' as const });

describe('account e-mails in the account’s language', () => {
  it('verification, with the booking it leads back to', async () => {
    const user = fil();
    await sendVerificationEmail(user, 'tok123', '/fil/book/abc?duration=30');
    const mail = await mailTo(user.email);
    expect(mail.subject).toBe('I-verify ang email mo para sa Abogado');
    expect(mail.textBody).toMatch(
      /^Hi Juan,\n\nPakikumpirma ang email address mo para sa Abogado sa pagbukas ng link na ito:\nhttp:\/\/localhost:3000\/fil\/verify-email\/tok123\?/,
    );
    expect(mail.textBody).toContain('Magagamit ang link sa loob ng 48 oras.');
    expect(mail.htmlBody).toContain('>I-verify ang email</a>');
    expect(mail.htmlBody).toContain('O buksan ang link na ito: http://localhost:3000/fil/verify-email/tok123');
  });

  it('password reset, sign-in link and an address that already has an account', async () => {
    const a = fil();
    await sendPasswordResetEmail(a, 'reset1');
    const reset = await mailTo(a.email);
    expect(reset.subject).toBe('I-reset ang password mo sa Abogado');
    expect(reset.textBody).toContain('http://localhost:3000/fil/reset-password/reset1');
    expect(reset.htmlBody).toContain('>Pumili ng bagong password</a>');

    const b = fil();
    await sendSignInLinkEmail(b, 'link1');
    const link = await mailTo(b.email);
    expect(link.subject).toBe('Ang sign-in link mo sa Abogado');
    expect(link.textBody).toContain('pindutin ang "Mag-sign in":\nhttp://localhost:3000/fil/login/link?token=link1');

    const c = fil();
    await sendAccountExistsEmail(c, null);
    const exists = await mailTo(c.email);
    expect(exists.subject).toBe('May Abogado account ka na');
    expect(exists.textBody).toContain(
      'mag-sign in sa http://localhost:3000/fil/login, o pumili ng bagong password sa http://localhost:3000/fil/forgot-password.',
    );
  });

  it('keeps the English as it was for an English account', async () => {
    const email = `en-${n++}@example.com`;
    await sendPasswordResetEmail({ email, firstName: 'Ana' }, 'reset2');
    const mail = await mailTo(email);
    expect(mail.subject).toBe('Reset your Abogado password');
    expect(mail.textBody).toBe(
      'Hi Ana,\n\nSomeone asked to reset the password of your Abogado account. To choose a new password, open this link:\nhttp://localhost:3000/reset-password/reset2\n\nThe link is valid for 1 hour and works once. If it was not you, ignore this email; your password stays the same.\n\nAbogado',
    );
    expect(mail.htmlBody).toContain('Or open this link: http://localhost:3000/reset-password/reset2');
  });
});
