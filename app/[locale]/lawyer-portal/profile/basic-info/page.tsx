import type { Metadata } from 'next';
import { BasicInfoForm } from '@/components/lawyer-profile/basic-info-form';
import { AREA_LABEL_KEYS } from '@/components/lawyer-profile/basic-info-fields';
import { editorClientMessages } from '@/app/[locale]/lawyer-portal/profile/_lib/editor-messages';
import { editorMetadata } from '@/app/[locale]/lawyer-portal/profile/_lib/editor-metadata';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { localeOf } from '@/lib/i18n/server';
import { loadEditorProfile } from '@/lib/server/lawyers/profile/editor-page';

type Props = { params: Promise<{ locale: string }> };
const PATH = '/lawyer-portal/profile/basic-info';

export const dynamic = 'force-dynamic';

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return editorMetadata(params, 'basicInfo', PATH);
}

export default async function Page({ params }: Props) {
  const locale = await localeOf(params);
  const profile = await loadEditorProfile(PATH);
  return (
    <ClientMessages locale={locale} namespaces={[editorClientMessages('picture', 'basicInfo'), ['search', AREA_LABEL_KEYS], 'problems']}>
      <BasicInfoForm initial={profile} />
    </ClientMessages>
  );
}
