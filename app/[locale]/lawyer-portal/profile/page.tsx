import type { Metadata } from 'next';
import { ExternalLink } from 'lucide-react';
import Link from 'next/link';
import { CompletenessChecklist } from '@/components/lawyer-profile/completeness-checklist';
import { editorClientMessages } from './_lib/editor-messages';
import { editorMetadata } from './_lib/editor-metadata';
import { EditorCard } from '@/components/lawyer-profile/fields';
import { ProfilePreview } from '@/components/lawyer-profile/profile-preview';
import { VisibilityToggle } from '@/components/lawyer-profile/visibility-toggle';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { localePath } from '@/lib/i18n/paths';
import { localeOf, textFor } from '@/lib/i18n/server';
import { loadEditorProfile } from '@/lib/server/lawyers/profile/editor-page';

type Props = { params: Promise<{ locale: string }> };
const PATH = '/lawyer-portal/profile';

export const dynamic = 'force-dynamic';

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return editorMetadata(params, 'profile', PATH);
}

/** Spec §2 /lawyer-portal/profile: visibility, the completeness checklist, and the profile as clients see it. */
export default async function ProfileOverviewPage({ params }: Props) {
  const locale = await localeOf(params);
  const t = await textFor(locale, 'editor');
  const profile = await loadEditorProfile(PATH);
  return (
    <div className="space-y-6">
      <EditorCard title={t('overview.visibility')}>
        <ClientMessages locale={locale} namespaces={[editorClientMessages('visibility', 'listing')]}>
          <VisibilityToggle initial={profile} />
        </ClientMessages>
        {profile.listed ? (
          <Link
            href={localePath(locale, `/lawyer/${profile._id}`)}
            className="mt-4 inline-flex items-center gap-1 text-sm font-medium text-primary-700 hover:underline"
          >
            {t('overview.viewPublic')} <ExternalLink className="h-3.5 w-3.5" aria-hidden="true" />
          </Link>
        ) : null}
      </EditorCard>
      <EditorCard
        title={profile.missing.length ? t('overview.finish') : t('overview.complete')}
        description={profile.missing.length ? t('overview.finishNote') : undefined}
      >
        <CompletenessChecklist missing={profile.missing} locale={locale} />
      </EditorCard>
      <ProfilePreview profile={profile} locale={locale} />
    </div>
  );
}
