import type { Metadata } from 'next';
import { JoinPage } from '@/app/[locale]/_call/join-page';

export const metadata: Metadata = { title: 'Join meeting' };
export const dynamic = 'force-dynamic';

/** Spec §2 customer-portal/meeting/{id}/join: device check and waiting room. */
export default async function CustomerJoinPage({ params }: { params: Promise<{ meetingId: string }> }) {
  return <JoinPage meetingId={(await params).meetingId} portal="customer-portal" />;
}
