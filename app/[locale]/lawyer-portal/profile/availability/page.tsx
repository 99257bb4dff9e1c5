import type { Metadata } from 'next';
import { calendarMetadata, calendarWords } from '@/components/calendar/calendar-server';
import { AvailabilityForm } from '@/components/lawyer-profile/availability-form';
import { QuestionPriceForm } from '@/features/questions/components/question-price-form';
import { SERVER_ERROR_WORDS } from '@/lib/errors/error-text';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { localeOf } from '@/lib/i18n/server';
import { loadEditorProfile } from '@/lib/server/lawyers/profile/editor-page';
import { findQuestionPrice } from '@/features/questions/server/question-price';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return calendarMetadata(await localeOf(params), '/lawyer-portal/profile/availability', 'availability');
}

export const dynamic = 'force-dynamic';

export default async function Page({ params }: Props) {
  const locale = await localeOf(params);
  const profile = await loadEditorProfile('/lawyer-portal/profile/availability');
  const questionPrice = await findQuestionPrice(profile._id);
  return (
    <div className="space-y-6">
      <ClientMessages locale={locale} namespaces={[calendarWords(locale, ['availability', 'messages'])]}>
        <AvailabilityForm initial={profile} />
      </ClientMessages>
      {/* Issue 60: the written-question price beside the consultation prices. */}
      <ClientMessages locale={locale} namespaces={[['questions', ['price.']], SERVER_ERROR_WORDS]}>
        <QuestionPriceForm initial={questionPrice} />
      </ClientMessages>
    </div>
  );
}
