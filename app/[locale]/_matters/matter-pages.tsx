import Link from 'next/link';
import { MatterList } from '@/features/matters/components/matter-list';
import { MatterView } from '@/features/matters/components/matter-view';
import { NudgeSetting } from '@/features/matters/components/nudge-setting';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { localePath, type Locale } from '@/lib/i18n/config';
import { textFor } from '@/lib/i18n/server';
import { requirePageUser } from '@/lib/server/auth/get-session-user';
import { notFoundPage, notFoundUnlessBroken } from '@/lib/server/platform/http/not-found-page';
import { getMatterView, listMatters } from '@/features/matters/server/matter-view';
import { ClaimList } from '@/features/money-claims/components/claim-list';
import { listClaims } from '@/features/money-claims/server/claims';

/** Which portal a page is in (issue 64): the lawyer's matters or the client's. */
export type MattersPortal = { role: 'LAWYER' | 'CUSTOMER'; base: '/lawyer-portal/matters' | '/customer-portal/matters' };

/** The signed-in person's matters (the lawyer's with the nudge setting): both portals' list page. */
export async function MattersListPage({ locale, portal }: { locale: Locale; portal: MattersPortal }) {
  const t = await textFor(locale, 'matters');
  const user = await requirePageUser(portal.base);
  const matters = await listMatters(user.id);
  const lawyer = portal.role === 'LAWYER';
  // Issue 75: a client's money claims are matters they run themselves, listed beside the ones a lawyer follows.
  const claims = lawyer ? null : await listClaims(user.id);
  return (
    <div className="container-page max-w-4xl space-y-6 py-8">
      <header>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('pages.title')}</h1>
        <p className="mt-1 max-w-2xl text-sm text-slate-600">{t(lawyer ? 'pages.lawyerIntro' : 'pages.clientIntro')}</p>
      </header>
      <ClientMessages locale={locale} namespaces={['matters', 'claims']}>
        {lawyer && <NudgeSetting />}
        {claims && <ClaimList claims={claims.results} />}
        <section aria-label={t('pages.listLabel')} className="rounded-2xl bg-white p-2 shadow-sm ring-1 ring-slate-200 sm:p-3">
          <MatterList basePath={portal.base} initial={matters} />
        </section>
      </ClientMessages>
    </div>
  );
}

/**
 * One matter: only its lawyer (in the lawyer's portal) or its client (in the client's) — anyone else
 * gets the 404 page, as the API answers them (getMatterView: findPartyMatterOrThrow). Read and rendered
 * here, on the server (issue 72, item 10), as GET matters/{id} answers it; the forms are the client's islands.
 */
export async function MatterPage({ locale, portal, matterId }: { locale: Locale; portal: MattersPortal; matterId: string }) {
  const user = await requirePageUser(`${portal.base}/${encodeURIComponent(matterId)}`);
  const view = await getMatterView(user.id, matterId).catch(notFoundUnlessBroken);
  if (view.matter.role !== portal.role) return notFoundPage();
  const t = await textFor(locale, 'matters');
  return (
    <div className="container-page max-w-5xl py-8">
      <Link href={localePath(locale, portal.base)} className="text-sm font-medium text-primary hover:underline">
        {t('pages.backToList')}
      </Link>
      <div className="mt-4">
        <ClientMessages locale={locale} namespaces={['matters']}>
          <MatterView initial={view} portal={portal.role === 'LAWYER' ? '/lawyer-portal' : '/customer-portal'} />
        </ClientMessages>
      </div>
    </div>
  );
}
