import type { Metadata } from 'next';
import { NOTARY_EDITOR_WORDS, NOTARY_OFFER_WORDS } from '@/components/privacy/account-words';
import { NotaryEditor } from '@/components/notary/notary-editor';
import { languageAlternates } from '@/lib/i18n/alternates';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { localePath, OG_LOCALE } from '@/lib/i18n/config';
import { localeOf, textFor } from '@/lib/i18n/server';
import { requirePageUser } from '@/lib/server/auth/get-session-user';
import { findOwnNotaryProfile } from '@/lib/server/notary/own-notary-profile';

type Props = { params: Promise<{ locale: string }> };

const PATH = '/lawyer-portal/notary-public';

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeOf(params);
  const t = await textFor(locale, 'account');
  return {
    title: t('notary.metaTitle'),
    alternates: languageAlternates(locale, PATH),
    openGraph: { url: localePath(locale, PATH), locale: OG_LOCALE[locale] },
  };
}

/** Spec §2 /lawyer-portal/notary-public: the notary's own profile; the session is checked here too. */
export default async function NotaryPublicEditorPage({ params }: Props) {
  const locale = await localeOf(params);
  const user = await requirePageUser(PATH);
  const profile = await findOwnNotaryProfile(user.id);
  const t = await textFor(locale, 'account');
  return (
    <div className="container-page max-w-3xl py-8">
      <h1 className="text-3xl font-bold text-slate-900">{t('notary.heading')}</h1>
      <p className="mt-2 text-slate-700">{t('notary.intro')}</p>
      <div className="mt-6">
        <ClientMessages locale={locale} namespaces={[NOTARY_EDITOR_WORDS, NOTARY_OFFER_WORDS]}>
          <NotaryEditor initial={profile} />
        </ClientMessages>
      </div>
    </div>
  );
}
