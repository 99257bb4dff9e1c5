import type { Metadata } from 'next';
import { AvailabilityForm } from '@/components/lawyer-profile/availability-form';
import { loadEditorProfile } from '@/lib/server/lawyer-profile/editor-page';

export const metadata: Metadata = { title: 'Availability and prices' };
export const dynamic = 'force-dynamic';

export default async function Page() {
  const profile = await loadEditorProfile('/lawyer-portal/profile/availability');
  return <AvailabilityForm initial={profile} />;
}
