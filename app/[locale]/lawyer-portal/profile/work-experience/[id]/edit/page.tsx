import type { Metadata } from 'next';
import Link from 'next/link';
import { editorClientMessages } from '@/app/[locale]/lawyer-portal/profile/_lib/editor-messages';
import { editorMetadata } from '@/app/[locale]/lawyer-portal/profile/_lib/editor-metadata';
import { EditorCard } from '@/components/lawyer-profile/fields';
import { WorkExperienceForm } from '@/components/lawyer-profile/entry-forms';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { localePath } from '@/lib/i18n/paths';
import { localeOf, textFor } from '@/lib/i18n/server';
import { loadEditorProfile } from '@/lib/server/lawyers/profile/editor-page';
import { notFoundPage } from '@/lib/server/platform/http/not-found-page';

type Props = { params: Promise<{ locale: string; id: string }> };

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params;
  return editorMetadata(params, 'editWorkExperience', `/lawyer-portal/profile/work-experience/${id}/edit`);
}

/** Only the lawyer's own entry: another id (someone else's or unknown) is a 404. */
export default async function Page({ params }: Props) {
  const locale = await localeOf(params);
  const t = await textFor(locale, 'editor');
  const { id } = await params;
  const profile = await loadEditorProfile(`/lawyer-portal/profile/work-experience/${id}/edit`);
  const entry = profile.work_experience.find((e) => e._id === id);
  if (!entry) return notFoundPage();
  return (
    <div className="space-y-4">
      <Link
        href={localePath(locale, '/lawyer-portal/profile/work-experience')}
        className="text-sm font-medium text-primary-700 hover:underline"
      >
        {t('entries.work.back')}
      </Link>
      <EditorCard title={t('entries.work.edit')}>
        <ClientMessages locale={locale} namespaces={[editorClientMessages('entries')]}>
          <WorkExperienceForm entry={entry} />
        </ClientMessages>
      </EditorCard>
    </div>
  );
}
