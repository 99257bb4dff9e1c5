import type { Metadata } from 'next';
import { Briefcase, UserRound } from 'lucide-react';
import Link from 'next/link';
import { AuthCard } from '@/components/auth/auth-card';
import { BookingIntentNote } from '@/components/auth/booking-intent-note';
import { authPageMetadata } from '@/components/auth/page-metadata';
import { localePath } from '@/lib/i18n/paths';
import { localeOf, textFor } from '@/lib/i18n/server';
import { findBookingIntent } from '@/lib/server/auth/sign-up-booking';
import { withCallbackUrl } from '@/lib/auth/callback-url';
import { readCallbackParam, type CallbackSearchParams } from '@/lib/server/auth/read-callback-param';
import { SignUpPurpose } from '@/components/auth/sign-in-purpose-note';

type Props = { params: Promise<{ locale: string }>; searchParams: CallbackSearchParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeOf(params);
  return authPageMetadata(locale, '/signup', (await textFor(locale, 'auth'))('signUp.title'));
}

const CHOICES = [
  { href: '/signup/customer', title: 'signUp.customerTitle', text: 'signUp.customerText', Icon: UserRound },
  { href: '/signup/lawyer', title: 'signUp.lawyerTitle', text: 'signUp.lawyerText', Icon: Briefcase },
] as const;

/** Both choices and "Sign in" keep the page the visitor was going to (a tapped slot), same-origin only. */
export default async function SignUpChoicePage({ params, searchParams }: Props) {
  const locale = await localeOf(params);
  const t = await textFor(locale, 'auth');
  const callback = await readCallbackParam(searchParams);
  const intent = await findBookingIntent(callback);
  const keep = (href: string) => (callback ? withCallbackUrl(localePath(locale, href), callback) : localePath(locale, href));
  return (
    <AuthCard locale={locale} title={t('signUp.title')} subtitle={t('signUp.subtitle')}>
      {intent ? <BookingIntentNote intent={intent} /> : <SignUpPurpose callback={callback} locale={locale} t={t} />}
      <ul className="flex flex-col gap-3">
        {CHOICES.map(({ href, title, text, Icon }) => (
          <li key={href}>
            <Link
              href={keep(href)}
              className="flex items-start gap-4 rounded-lg border border-slate-200 p-4 transition-colors hover:border-primary hover:bg-primary-50"
            >
              <Icon className="mt-0.5 h-6 w-6 shrink-0 text-primary" aria-hidden="true" />
              <span>
                <span className="block font-semibold text-slate-900">{t(title)}</span>
                <span className="block text-sm text-slate-600">{t(text)}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <p className="mt-6 text-center text-sm text-slate-600">
        {t('links.haveAccount')}{' '}
        <Link href={keep('/login')} className="font-medium text-primary hover:underline">
          {t('links.signIn')}
        </Link>
      </p>
    </AuthCard>
  );
}
