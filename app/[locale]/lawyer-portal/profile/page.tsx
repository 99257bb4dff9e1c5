import type { Metadata } from 'next';
import { ExternalLink } from 'lucide-react';
import Link from 'next/link';
import { CompletenessChecklist } from '@/components/lawyer-profile/completeness-checklist';
import { EditorCard } from '@/components/lawyer-profile/fields';
import { ProfilePreview } from '@/components/lawyer-profile/profile-preview';
import { VisibilityToggle } from '@/components/lawyer-profile/visibility-toggle';
import { loadEditorProfile } from '@/lib/server/lawyer-profile/editor-page';

export const metadata: Metadata = { title: 'Profile' };
export const dynamic = 'force-dynamic';

/** Spec §2 /lawyer-portal/profile: visibility, the completeness checklist, and the profile as clients see it. */
export default async function ProfileOverviewPage() {
  const profile = await loadEditorProfile('/lawyer-portal/profile');
  return (
    <div className="space-y-6">
      <EditorCard title="Visibility">
        <VisibilityToggle initial={profile} />
        {profile.listed ? (
          <Link
            href={`/lawyer/${profile._id}`}
            className="mt-4 inline-flex items-center gap-1 text-sm font-medium text-primary-700 hover:underline"
          >
            View your public profile <ExternalLink className="h-3.5 w-3.5" aria-hidden="true" />
          </Link>
        ) : null}
      </EditorCard>
      <EditorCard
        title={profile.missing.length ? 'Finish your profile' : 'Your profile is complete'}
        description={profile.missing.length ? 'Clients can find you once every item is done and your profile is public.' : undefined}
      >
        <CompletenessChecklist missing={profile.missing} />
      </EditorCard>
      <ProfilePreview profile={profile} />
    </div>
  );
}
