import type { Metadata } from 'next';
import Link from 'next/link';
import { AuthCard } from '@/components/auth/auth-card';
import { DELETION_GRACE_DAYS, DELETION_MESSAGES } from '@/lib/config/privacy';

export const metadata: Metadata = { title: 'Account deletion scheduled' };

/** Where a scheduled deletion lands (the sessions have ended): when it happens and how to cancel it. */
export default async function AccountDeletedPage({ searchParams }: { searchParams: Promise<{ due?: string | string[] }> }) {
  const { due } = await searchParams;
  const dueAt = typeof due === 'string' && !Number.isNaN(Date.parse(due)) ? new Date(due) : null;
  const when = dueAt
    ? new Intl.DateTimeFormat('en-PH', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Asia/Manila' }).format(dueAt) +
      ' (Philippine time)'
    : `in ${DELETION_GRACE_DAYS} days`;
  return (
    <AuthCard title="Account deletion scheduled" logo={false}>
      <div className="flex flex-col gap-4 text-sm text-slate-700">
        <p role="status">{DELETION_MESSAGES.requested}</p>
        <p>
          Your account and personal data will be erased on <strong className="text-slate-900">{when}</strong>. We sent you an e-mail about
          it.
        </p>
        <p>Changed your mind? Sign in before then and the deletion is cancelled.</p>
        <Link href="/login" className="btn-primary w-full text-center">
          Sign in to cancel
        </Link>
        <Link href="/" className="text-center font-medium text-primary underline-offset-2 hover:underline">
          Go to the home page
        </Link>
      </div>
    </AuthCard>
  );
}
