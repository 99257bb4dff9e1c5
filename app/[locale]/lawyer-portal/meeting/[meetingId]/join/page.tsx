import { JoinPage, joinMetadata } from '@/app/[locale]/_call/join-page';
import { localeOf } from '@/lib/i18n/server';

export const generateMetadata = joinMetadata;
export const dynamic = 'force-dynamic';

/** Spec §2 lawyer-portal/meeting/{id}/join: device check and waiting room. */
export default async function LawyerJoinPage({ params }: { params: Promise<{ locale: string; meetingId: string }> }) {
  const locale = await localeOf(params);
  return <JoinPage meetingId={(await params).meetingId} portal="lawyer-portal" locale={locale} />;
}
