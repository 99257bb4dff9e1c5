import type { Metadata } from 'next';
import Link from 'next/link';
import { redirect } from 'next/navigation';
import { connection } from 'next/server';
import { Fragment } from 'react';
import { APP_NAME } from '@/lib/config/app';
import { getSessionUser } from '@/lib/server/auth/get-session-user';
import { listOutbox } from '@/lib/server/messaging/mail/list-outbox';
import { mailboxAccess } from '@/lib/server/messaging/mail/mailbox-access';
import { isSmsProviderConfigured } from '@/lib/server/messaging/sms/sms-port';
import { notFoundPage } from '@/lib/server/platform/http/not-found-page';

export const metadata: Metadata = { title: 'Dev mailbox', robots: { index: false } };

const URL_PATTERN = /(https?:\/\/[^\s<>"]+)/g;

/** Plain text with its links made clickable (the mails' links are absolute, built from APP_URL). */
function Linkified({ text }: { text: string }) {
  return (
    <>
      {text.split(URL_PATTERN).map((part, i) =>
        i % 2 === 1 ? (
          <a key={i} href={part} className="break-all text-primary underline">
            {part}
          </a>
        ) : (
          <Fragment key={i}>{part}</Fragment>
        ),
      )}
    </>
  );
}

/** The outbox while no SMTP server is configured (404 once SMTP_URL is set). */
export default async function DevMailboxPage({ searchParams }: { searchParams: Promise<{ to?: string }> }) {
  await connection();
  const access = mailboxAccess(await getSessionUser());
  if (access === 'not-found') return notFoundPage();
  if (access === 'sign-in') redirect('/login?callback_url=%2Fdev%2Fmailbox');
  if (access === 'forbidden') {
    return <main className="container-page py-12 text-slate-700">The mailbox is open to admin accounts only.</main>;
  }
  const { to } = await searchParams;
  const emails = await listOutbox({ to: typeof to === 'string' ? to : undefined });
  return (
    <main className="container-page max-w-4xl py-8">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-bold text-slate-900">{APP_NAME} dev mailbox</h1>
        {isSmsProviderConfigured() ? null : (
          <Link href="/dev/sms" className="text-sm font-medium text-primary hover:underline">
            Dev SMS outbox →
          </Link>
        )}
      </div>
      <p className="mt-1 text-sm text-slate-600">E-mails are kept here because SMTP_URL is not set. Newest first.</p>
      <form method="get" className="mt-4 flex gap-2" action="/dev/mailbox">
        <label htmlFor="to" className="sr-only">
          Recipient
        </label>
        <input id="to" name="to" type="email" defaultValue={to ?? ''} placeholder="Filter by recipient" className="input" />
        <button type="submit" className="btn-primary">
          Filter
        </button>
      </form>
      {emails.length === 0 ? (
        <p className="mt-8 text-slate-600">No e-mails yet.</p>
      ) : (
        <ol className="mt-6 flex flex-col gap-4">
          {emails.map((mail) => (
            <li key={mail._id}>
              <article aria-label={mail.subject} className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200">
                <h2 className="font-semibold text-slate-900">{mail.subject}</h2>
                <p className="text-xs text-slate-500">
                  To {mail.to} · {new Date(mail.created_at).toUTCString()} · {mail.status}
                </p>
                <pre className="mt-3 whitespace-pre-wrap break-words font-sans text-sm text-slate-800">
                  <Linkified text={mail.text} />
                </pre>
                {mail.attachments.length > 0 && (
                  <p className="mt-2 text-xs text-slate-600">
                    Attached: {mail.attachments.map((a) => `${a.filename} (${a.content_type})`).join(', ')}
                  </p>
                )}
              </article>
            </li>
          ))}
        </ol>
      )}
    </main>
  );
}
