import type { Metadata } from 'next';
import { EducationEditor } from '@/components/lawyer-profile/entry-lists';
import { loadEditorProfile } from '@/lib/server/lawyer-profile/editor-page';

export const metadata: Metadata = { title: 'Education' };
export const dynamic = 'force-dynamic';

export default async function Page() {
  const profile = await loadEditorProfile('/lawyer-portal/profile/education');
  return <EducationEditor initial={profile} />;
}
