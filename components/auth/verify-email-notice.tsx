import Link from 'next/link';
import { portalPath, type UserType } from '@/lib/auth/access-rules';
import { withCallbackUrl } from '@/lib/auth/callback-url';
import { localePath, type Locale } from '@/lib/i18n/paths';
import { textFor } from '@/lib/i18n/server';
import { QueryProvider } from '@/components/providers/query-provider';
import { AuthCard } from './auth-card';
import { BookingIntentNote } from './booking-intent-note';
import type { BookingIntent } from '@/lib/dto/booking-intent';
import { richText } from './rich-text';
import { ResendVerificationButton, VerifiedElsewhere } from './verify-email-actions';

type NoticeUser = { email: string; type: UserType; emailVerified: boolean };

/**
 * The please-verify page's card, rendered on the server. `callback` (same-origin) is where the user
 * was going: the resent link leads there, and so does signing in to resend one.
 */
export async function VerifyEmailNotice({
  locale,
  user,
  callback,
  intent = null,
}: {
  locale: Locale;
  user: NoticeUser | null;
  callback: string | null;
  intent?: BookingIntent | null;
}) {
  const t = await textFor(locale, 'auth');
  const booking = intent ? <BookingIntentNote intent={intent} /> : null;
  const here = callback ? withCallbackUrl('/verify-email', callback) : '/verify-email';
  if (user?.emailVerified) {
    return (
      <AuthCard locale={locale} title={t('verifyNotice.verifiedTitle')} logo={false}>
        <Link href={localePath(locale, portalPath(user.type))} className="btn-primary w-full">
          {t('verifyNotice.continue')}
        </Link>
      </AuthCard>
    );
  }
  if (!user) {
    return (
      <AuthCard locale={locale} title={t('verifyNotice.title')} logo={false}>
        {booking}
        <p className="text-slate-700">{t('verifyNotice.openLink')}</p>
        <Link href={withCallbackUrl(localePath(locale, '/login'), here)} className="btn-primary mt-6 w-full">
          {t('verifyNotice.signInToResend')}
        </Link>
      </AuthCard>
    );
  }
  return (
    <AuthCard locale={locale} title={t('verifyNotice.title')} logo={false}>
      {booking}
      <p className="text-slate-700">{richText(t, 'verifyNotice.sentTo', { email: <strong className="break-all">{user.email}</strong> })}</p>
      <p className="mt-2 text-sm text-slate-600">{t('verifyNotice.cantFind')}</p>
      <QueryProvider>
        <ResendVerificationButton callback={callback} />
      </QueryProvider>
      <VerifiedElsewhere />
    </AuthCard>
  );
}
