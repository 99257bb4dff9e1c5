import type { ReactNode } from 'react';
import { editorClientMessages } from './_lib/editor-messages';
import { ProfileSectionNav } from '@/components/lawyer-profile/section-nav';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { localeOf, textFor } from '@/lib/i18n/server';

/** The profile editor: its sections beside (or above, on a phone) the section being edited. */
export default async function ProfileEditorLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const locale = await localeOf(params);
  const t = await textFor(locale, 'editor');
  return (
    <div className="container-page py-6 sm:py-8">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('layout.title')}</h1>
      <div className="mt-4 grid grid-cols-1 gap-6 lg:grid-cols-[13rem_minmax(0,1fr)]">
        <aside className="min-w-0 lg:sticky lg:top-4 lg:self-start">
          <ClientMessages locale={locale} namespaces={[editorClientMessages('nav')]}>
            <ProfileSectionNav />
          </ClientMessages>
        </aside>
        <div className="min-w-0 max-w-3xl">{children}</div>
      </div>
    </div>
  );
}
