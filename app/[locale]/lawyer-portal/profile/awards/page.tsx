import type { Metadata } from 'next';
import { AwardsEditor } from '@/components/lawyer-profile/awards-editor';
import { loadEditorProfile } from '@/lib/server/lawyer-profile/editor-page';

export const metadata: Metadata = { title: 'Awards and publications' };
export const dynamic = 'force-dynamic';

export default async function Page() {
  const profile = await loadEditorProfile('/lawyer-portal/profile/awards');
  return <AwardsEditor initial={profile} />;
}
