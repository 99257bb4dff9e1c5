import type { Metadata } from 'next';
import Link from 'next/link';
import { APP_NAME } from '@/lib/config/app';
import { requirePageUser } from '@/lib/server/auth/get-session-user';

export const metadata: Metadata = { title: 'Your meetings' };

/** /meeting without a meeting id: points to where the user's meetings are listed. */
export default async function MeetingIndexPage() {
  const user = await requirePageUser('/meeting');
  const meetingsHref = user.type === 'LAWYER' ? '/lawyer-portal/meetings' : '/customer-portal';
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-6 bg-slate-900 px-4 text-center text-white">
      <Link href={user.type === 'LAWYER' ? '/lawyer-portal' : '/'} className="text-xl font-bold text-secondary">
        {APP_NAME}
      </Link>
      <h1 className="text-2xl font-bold sm:text-3xl">Your meetings</h1>
      <p className="max-w-md text-slate-300">
        Join a consultation from its page in your meeting list. The join button opens shortly before the call starts.
      </p>
      <Link href={meetingsHref} className="btn-secondary">
        Go to my meetings
      </Link>
    </main>
  );
}
