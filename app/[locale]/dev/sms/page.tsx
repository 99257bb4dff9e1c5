import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { connection } from 'next/server';
import { SmsCard } from '@/components/admin/sms-items';
import { APP_NAME } from '@/lib/config/app';
import { localeOf } from '@/lib/i18n/server';
import { getSessionUser } from '@/lib/server/auth/get-session-user';
import { outboxAccess } from '@/lib/server/platform/delivery/outbox-access';
import { isSmtpConfigured } from '@/lib/server/messaging/mail/config';
import { listSms } from '@/lib/server/messaging/sms/list-sms';
import { isSmsProviderConfigured } from '@/lib/server/messaging/sms/sms-port';
import { formatPhoneDisplay, parseMobileNumber } from '@/lib/validation/phone';
import { notFoundPage } from '@/lib/server/platform/http/not-found-page';

export const metadata: Metadata = { title: 'Dev SMS outbox', robots: { index: false } };

/** The texts while Semaphore is not configured (404 once SEMAPHORE_API_KEY is set); the mailbox's rule. */
export default async function DevSmsPage({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ to?: string }>;
}) {
  await connection();
  const locale = await localeOf(params);
  const access = outboxAccess(await getSessionUser(), isSmsProviderConfigured());
  if (access === 'not-found') return notFoundPage();
  if (access === 'sign-in') redirect('/login?callback_url=%2Fdev%2Fsms');
  if (access === 'forbidden') {
    return <main className="container-page py-12 text-slate-700">The SMS outbox is open to admin accounts only.</main>;
  }
  const { to } = await searchParams;
  const typed = typeof to === 'string' ? to.trim() : '';
  const number = typed ? parseMobileNumber(typed) : null;
  const texts = typed && !number ? [] : await listSms({ to: number?.e164 });
  return (
    <main className="container-page max-w-3xl py-8">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-bold text-slate-900">{APP_NAME} dev SMS outbox</h1>
        {isSmtpConfigured() ? null : (
          <Link href="/dev/mailbox" className="text-sm font-medium text-primary hover:underline">
            Dev mailbox →
          </Link>
        )}
      </div>
      <p className="mt-1 text-sm text-slate-600">Texts are kept here because SEMAPHORE_API_KEY is not set. Newest first.</p>
      <form method="get" className="mt-4 flex gap-2" action="/dev/sms">
        <label htmlFor="to" className="sr-only">
          Recipient
        </label>
        <input id="to" name="to" type="tel" defaultValue={typed} placeholder="Filter by number" className="input" />
        <button type="submit" className="btn-primary">
          Filter
        </button>
      </form>
      {typed && !number ? (
        <p className="mt-8 text-slate-600">That is not a mobile number.</p>
      ) : texts.length === 0 ? (
        <p className="mt-8 text-slate-600">{number ? `No texts to ${number.display} yet.` : 'No texts yet.'}</p>
      ) : (
        <ol className="mt-6 flex flex-col gap-4">
          {texts.map((text) => (
            <li key={text._id}>
              <SmsCard item={text} display={formatPhoneDisplay(text.to)} locale={locale} />
            </li>
          ))}
        </ol>
      )}
    </main>
  );
}
