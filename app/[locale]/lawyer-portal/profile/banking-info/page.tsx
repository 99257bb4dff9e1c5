import type { Metadata } from 'next';
import { BankingInfoForm } from '@/components/lawyer-profile/banking-info-form';
import { loadEditorProfile } from '@/lib/server/lawyer-profile/editor-page';

export const metadata: Metadata = { title: 'Banking info' };
export const dynamic = 'force-dynamic';

export default async function Page() {
  const profile = await loadEditorProfile('/lawyer-portal/profile/banking-info');
  return <BankingInfoForm initial={profile} />;
}
