import { BadgeCheck, ShieldAlert } from 'lucide-react';
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { APP_NAME } from '@/lib/config/app';
import { DEFAULT_TIME_ZONE } from '@/lib/config/time';
import { findVerificationCard } from '@/lib/server/lawyers/find-verification-card';

type Props = { params: Promise<{ lawyerId: string }> };

// A verification must reflect the lawyer's standing now, not at build time.
export const dynamic = 'force-dynamic';

const loadCard = cache((id: string) => findVerificationCard(id));

const sinceFormat = new Intl.DateTimeFormat('en-PH', { dateStyle: 'long', timeZone: DEFAULT_TIME_ZONE });

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const card = await loadCard((await params).lawyerId);
  return { title: card ? `Verify ${card.name}` : 'Lawyer not found', robots: { index: false } };
}

/** Where the QR code on a lawyer's profile leads: is this person a lawyer verified here? */
export default async function VerifyLawyerPage({ params }: Props) {
  const card = await loadCard((await params).lawyerId);
  if (!card) notFound();
  return (
    <main id="main" className="bg-slate-50">
      <div className="container-page flex justify-center py-10 sm:py-16">
        <section aria-labelledby="verify-heading" className="w-full max-w-md rounded-lg border border-slate-200 bg-white p-6 text-center">
          <p className="text-sm font-medium uppercase tracking-wide text-slate-600">Lawyer verification</p>
          <h1 id="verify-heading" className="mt-2 text-2xl font-bold text-slate-900">
            {card.name}
          </h1>
          <p className="mt-1 text-slate-700">Roll of Attorneys No. {card.roll_number}</p>
          {card.verified ? (
            <p className="mt-4 inline-flex items-center gap-2 rounded-full bg-primary-50 px-3 py-1 font-semibold text-primary-700">
              <BadgeCheck aria-hidden="true" className="h-5 w-5" />
              {card.verified_since ? `Verified since ${sinceFormat.format(new Date(card.verified_since))}` : 'Verified'}
            </p>
          ) : (
            <div className="mt-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-left text-amber-900">
              <p className="inline-flex items-center gap-2 font-semibold">
                <ShieldAlert aria-hidden="true" className="h-5 w-5" /> Not verified
              </p>
              <p className="mt-1 text-sm">
                This lawyer&apos;s IBP membership has not been verified by {APP_NAME}. Do not rely on this page as proof of standing.
              </p>
            </div>
          )}
          {card.profile_url ? (
            <p className="mt-6">
              <Link href={`/lawyer/${card._id}`} className="font-semibold text-primary-700 underline hover:text-primary-800">
                View profile
              </Link>
            </p>
          ) : null}
        </section>
      </div>
    </main>
  );
}
