import type { Metadata } from 'next';
import { WorkExperienceEditor } from '@/components/lawyer-profile/entry-lists';
import { loadEditorProfile } from '@/lib/server/lawyer-profile/editor-page';

export const metadata: Metadata = { title: 'Work experience' };
export const dynamic = 'force-dynamic';

export default async function Page() {
  const profile = await loadEditorProfile('/lawyer-portal/profile/work-experience');
  return <WorkExperienceEditor initial={profile} />;
}
