import type { Metadata } from 'next';
import { WorkExperienceEditor } from '@/components/lawyer-profile/entry-lists';
import { editorClientMessages } from '@/app/[locale]/lawyer-portal/profile/_lib/editor-messages';
import { editorMetadata } from '@/app/[locale]/lawyer-portal/profile/_lib/editor-metadata';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { localeOf } from '@/lib/i18n/server';
import { loadEditorProfile } from '@/lib/server/lawyers/profile/editor-page';

type Props = { params: Promise<{ locale: string }> };
const PATH = '/lawyer-portal/profile/work-experience';

export const dynamic = 'force-dynamic';

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return editorMetadata(params, 'workExperience', PATH);
}

export default async function Page({ params }: Props) {
  const locale = await localeOf(params);
  const profile = await loadEditorProfile(PATH);
  return (
    <ClientMessages locale={locale} namespaces={[editorClientMessages('entries')]}>
      <WorkExperienceEditor initial={profile} />
    </ClientMessages>
  );
}
