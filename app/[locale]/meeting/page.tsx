import type { Metadata } from 'next';
import Link from 'next/link';
import { APP_NAME } from '@/lib/config/app';
import { localePath } from '@/lib/i18n/paths';
import { localeOf, textFor } from '@/lib/i18n/server';
import { requirePageUser } from '@/lib/server/auth/get-session-user';

type Params = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const t = await textFor(await localeOf(params), 'call');
  return { title: t('index.metaTitle') };
}

/** /meeting without a meeting id: points to where the user's meetings are listed. */
export default async function MeetingIndexPage({ params }: Params) {
  const locale = await localeOf(params);
  const t = await textFor(locale, 'call');
  const user = await requirePageUser('/meeting');
  const meetingsHref = user.type === 'LAWYER' ? '/lawyer-portal/meetings' : '/customer-portal';
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-6 bg-slate-900 px-4 text-center text-white">
      <Link href={localePath(locale, user.type === 'LAWYER' ? '/lawyer-portal' : '/')} className="text-xl font-bold text-secondary">
        {APP_NAME}
      </Link>
      <h1 className="text-2xl font-bold sm:text-3xl">{t('index.heading')}</h1>
      <p className="max-w-md text-slate-300">{t('index.intro')}</p>
      <Link href={localePath(locale, meetingsHref)} className="btn-secondary">
        {t('index.toMeetings')}
      </Link>
    </main>
  );
}
