import type { Metadata } from 'next';
import { BasicInfoForm } from '@/components/lawyer-profile/basic-info-form';
import { loadEditorProfile } from '@/lib/server/lawyer-profile/editor-page';

export const metadata: Metadata = { title: 'Basic info' };
export const dynamic = 'force-dynamic';

export default async function Page() {
  const profile = await loadEditorProfile('/lawyer-portal/profile/basic-info');
  return <BasicInfoForm initial={profile} />;
}
