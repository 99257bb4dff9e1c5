import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { SiteHeader } from '@/components/header/site-header';
import { ReportForm } from '@/components/moderation/report-form';
import { QueryProvider } from '@/components/providers/query-provider';
import { requirePageUser } from '@/lib/server/auth/get-session-user';
import { findReportableTarget } from '@/lib/server/moderation/find-reportable-target';
import { moderationKindSchema } from '@/lib/validation/admin';

export const metadata: Metadata = { title: 'Report', robots: { index: false } };
export const dynamic = 'force-dynamic';

const WHAT = { review: 'a review', lawyer: 'a lawyer profile', notary: 'a notary profile' } as const;

/** Signed-in clients and lawyers report a review or a profile (the public pages link here). */
export default async function ReportPage({ params }: { params: Promise<{ kind: string; id: string }> }) {
  const { kind: rawKind, id } = await params;
  await requirePageUser(`/report/${encodeURIComponent(rawKind)}/${encodeURIComponent(id)}`);
  const kind = moderationKindSchema.safeParse(rawKind);
  if (!kind.success) notFound();
  const target = await findReportableTarget(kind.data, id);
  if (!target) notFound();
  return (
    <QueryProvider>
      <SiteHeader />
      <main className="container-page max-w-xl py-10">
        <h1 className="text-2xl font-bold text-slate-900">Report {WHAT[kind.data]}</h1>
        <p className="mt-2 text-slate-700">
          Our moderators read every report. Tell them what breaks the rules: false claims, abuse, advertising, someone else&apos;s identity.
        </p>
        <div className="mt-4 rounded-lg bg-white p-4 ring-1 ring-slate-200">
          <p className="font-semibold text-slate-900">{target.title}</p>
          {target.detail ? <p className="mt-1 line-clamp-4 text-slate-700">{target.detail}</p> : null}
        </div>
        <ReportForm kind={kind.data} id={id} backHref={target.url ?? '/'} />
      </main>
    </QueryProvider>
  );
}
