import type { Metadata } from 'next';
import Link from 'next/link';
import { AuthCard } from '@/components/auth/auth-card';
import { authPageMetadata } from '@/components/auth/page-metadata';
import { richText } from '@/components/auth/rich-text';
import { DELETION_GRACE_DAYS } from '@/lib/config/privacy';
import { INTL_LOCALE, localePath } from '@/lib/i18n/config';
import { localeOf, textFor } from '@/lib/i18n/server';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ due?: string | string[] }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeOf(params);
  return authPageMetadata(locale, '/account/deleted', (await textFor(locale, 'auth'))('deletion.scheduledTitle'));
}

/** Where a scheduled deletion lands (the sessions have ended): when it happens and how to cancel it. */
export default async function AccountDeletedPage({ params, searchParams }: Props) {
  const locale = await localeOf(params);
  const t = await textFor(locale, 'auth');
  const { due } = await searchParams;
  const dueAt = typeof due === 'string' && !Number.isNaN(Date.parse(due)) ? new Date(due) : null;
  const when = dueAt
    ? t('deletion.dueAt', {
        date: new Intl.DateTimeFormat(INTL_LOCALE[locale], { dateStyle: 'long', timeStyle: 'short', timeZone: 'Asia/Manila' }).format(
          dueAt,
        ),
      })
    : t('deletion.inDays', { days: DELETION_GRACE_DAYS });
  return (
    <AuthCard locale={locale} title={t('deletion.scheduledTitle')} logo={false}>
      <div className="flex flex-col gap-4 text-sm text-slate-700">
        <p role="status">{t('deletion.requested')}</p>
        <p>{richText(t, 'deletion.erasedOn', { when: <strong className="text-slate-900">{when}</strong> })}</p>
        <p>{t('deletion.changedMind')}</p>
        <Link href={localePath(locale, '/login')} className="btn-primary w-full text-center">
          {t('deletion.signInToCancel')}
        </Link>
        <Link href={localePath(locale, '/')} className="text-center font-medium text-primary underline-offset-2 hover:underline">
          {t('deletion.home')}
        </Link>
      </div>
    </AuthCard>
  );
}
