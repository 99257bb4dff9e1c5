import type { Metadata } from 'next';
import { SERVER_ERROR_WORDS } from '@/lib/errors/error-text';
import { SiteHeader } from '@/components/header/site-header';
import { ReportForm } from '@/components/moderation/report-form';
import { REPORT_FORM_WORDS } from '@/components/privacy/account-words';
import { QueryProvider } from '@/components/providers/query-provider';
import { languageAlternates } from '@/lib/i18n/alternates';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { localePath, OG_LOCALE } from '@/lib/i18n/config';
import { localeOf, textFor } from '@/lib/i18n/server';
import { requirePageUser } from '@/lib/server/auth/get-session-user';
import { findReportableTarget } from '@/lib/server/admin/moderation/find-reportable-target';
import { moderationKindSchema } from '@/lib/validation/admin';
import { notFoundPage } from '@/lib/server/platform/http/not-found-page';

type Props = { params: Promise<{ locale: string; kind: string; id: string }> };

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeOf(params);
  const { kind, id } = await params;
  const path = `/report/${encodeURIComponent(kind)}/${encodeURIComponent(id)}`;
  const t = await textFor(locale, 'account');
  return {
    title: t('report.metaTitle'),
    robots: { index: false },
    alternates: languageAlternates(locale, path),
    openGraph: { url: localePath(locale, path), locale: OG_LOCALE[locale] },
  };
}

/** Signed-in clients and lawyers report a review or a profile (the public pages link here). */
export default async function ReportPage({ params }: Props) {
  const locale = await localeOf(params);
  const { kind: rawKind, id } = await params;
  await requirePageUser(`/report/${encodeURIComponent(rawKind)}/${encodeURIComponent(id)}`);
  const kind = moderationKindSchema.safeParse(rawKind);
  if (!kind.success) return notFoundPage();
  const target = await findReportableTarget(kind.data, id, locale);
  if (!target) return notFoundPage();
  const t = await textFor(locale, 'account');
  return (
    <QueryProvider>
      <SiteHeader />
      <main className="container-page max-w-xl py-10">
        <h1 className="text-2xl font-bold text-slate-900">{t('report.heading', { kind: kind.data })}</h1>
        <p className="mt-2 text-slate-700">{t('report.intro')}</p>
        <div className="mt-4 rounded-lg bg-white p-4 ring-1 ring-slate-200">
          <p className="font-semibold text-slate-900">{target.title}</p>
          {target.detail ? <p className="mt-1 line-clamp-4 text-slate-700">{target.detail}</p> : null}
        </div>
        <ClientMessages locale={locale} namespaces={[REPORT_FORM_WORDS, SERVER_ERROR_WORDS]}>
          <ReportForm kind={kind.data} id={id} backHref={localePath(locale, target.url ?? '/')} />
        </ClientMessages>
      </main>
    </QueryProvider>
  );
}
