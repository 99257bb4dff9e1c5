import type { Metadata } from 'next';
import { SERVER_ERROR_WORDS } from '@/lib/errors/error-text';
import { AuthGuard } from '@/components/auth/auth-guard';
import { BookingForm } from '@/components/booking/booking-form';
import { QueryProvider } from '@/components/providers/query-provider';
import { SiteHeader } from '@/components/header/site-header';
import { Avatar } from '@/components/ui/avatar';
import { requirePageUser } from '@/lib/server/auth/get-session-user';
import { toUserDto } from '@/lib/server/auth/user-dto';
import { findBookingOptions } from '@/lib/server/meetings/find-booking-options';
import { findRetryDraft } from '@/lib/server/meetings/find-retry-draft';
import { offerNearestSlot } from '@/lib/server/meetings/nearest-free-slot';
import { readSharedAnswers } from '@/features/where-to-start/reference/where-to-start-words';
import { languageAlternates } from '@/lib/i18n/alternates';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { OG_LOCALE, localePath } from '@/lib/i18n/config';
import { localeOf, textFor } from '@/lib/i18n/server';
import { notFoundPage } from '@/lib/server/platform/http/not-found-page';
import { decodedPathPart } from '@/lib/format/path-part';
import { findCarriedQuestion } from '@/features/questions/server/carry-question';
import { problemNames } from '@/lib/i18n/problem-names';

type Params = { locale: string; lawyerId: string; startTime: string };

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const locale = await localeOf(params);
  const { lawyerId, startTime } = await params;
  const t = await textFor(locale, 'booking');
  const path = `/book/${lawyerId}/${startTime}`;
  return {
    title: t('meta.bookTitle'),
    robots: { index: false },
    alternates: languageAlternates(locale, path),
    openGraph: { url: localePath(locale, path), locale: OG_LOCALE[locale] },
  };
}

/** Booking (CUSTOMER only, checked here as well as in the proxy): the form, with this lawyer's free slots. */
export default async function BookPage({
  params,
  searchParams,
}: {
  params: Promise<Params>;
  searchParams: Promise<{ duration?: string; retry?: string; triage?: string; question?: string }>;
}) {
  const locale = await localeOf(params);
  const { lawyerId, startTime } = await params;
  const t = await textFor(locale, 'booking');
  const { duration, retry, triage, question } = await searchParams;
  // triage: answers from "Where do I start?" (issue 41), kept through sign-in like the rest.
  const query = new URLSearchParams({
    ...(duration ? { duration } : {}),
    ...(retry ? { retry } : {}),
    ...(typeof triage === 'string' ? { triage } : {}),
    ...(typeof question === 'string' ? { question } : {}),
  }).toString();
  const user = await requirePageUser(`/book/${encodeURIComponent(lawyerId)}/${encodeURIComponent(startTime)}`, query ? `?${query}` : '');
  const start = new Date(decodedPathPart(startTime) ?? Number.NaN);
  // The slot kept for this client while they verified their e-mail is theirs: offered, not "taken".
  const options = await findBookingOptions(lawyerId, new Date(), user.id);
  if (!options || Number.isNaN(start.getTime())) return notFoundPage();
  const { lawyer } = options;
  // "Try again" after a failed payment: the case as the client typed it (their own attempt only).
  const draft = typeof retry === 'string' ? await findRetryDraft(user.id, retry, lawyer.id) : null;
  // Answers that cannot be read are left out: the booking goes on without them.
  const shared = typeof triage === 'string' ? readSharedAnswers(triage, locale) : null;
  // What happened becomes the case summary; the answers are offered to share (not shared unless ticked).
  // From an answered written question (issue 60): the client's own, to this lawyer, read here — never words from the URL.
  const carried = !draft && typeof question === 'string' ? await findCarriedQuestion(user.id, question, lawyer.id) : null;
  const words = carried ? await textFor(locale, 'questions') : null;
  const fromQuestion =
    carried && words
      ? {
          subject: words('carry.bookingSubject', { problem: problemNames(locale, [carried.problem])[carried.problem] ?? '' }),
          description: words('carry.bookingDescription', { wants: carried.wants, facts: carried.facts }),
          callType: 'VIDEO' as const,
        }
      : undefined;
  const initialCase =
    draft ?? fromQuestion ?? (shared ? { subject: shared.subject, description: '', callType: 'VIDEO' as const } : undefined);
  const wanted = draft?.duration ?? (duration === '60' ? 60 : 30);
  // A duration the lawyer has no price for is not offered: the form starts on one that is.
  const initialDuration =
    options.prices[wanted] !== undefined ? wanted : (([30, 60] as const).find((d) => options.prices[d] !== undefined) ?? wanted);
  // The slot may have gone while the client signed up or verified their e-mail: offer the nearest free one and say so.
  const offered = offerNearestSlot(options.slots[initialDuration], start);
  return (
    <AuthGuard serverUser={toUserDto(user)}>
      <SiteHeader />
      <main className="bg-slate-50">
        <div className="container-page max-w-3xl py-8">
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('page.heading')}</h1>
          <div className="mt-4 flex items-center gap-4">
            <Avatar src={lawyer.pictureUrl} name={lawyer.displayName} size={56} priority />
            <div className="min-w-0">
              <p className="text-lg font-semibold text-slate-900">{t('atty', { name: lawyer.displayName })}</p>
              {lawyer.city && <p className="text-sm text-slate-600">{lawyer.city}</p>}
            </div>
          </div>
          <div className="mt-6">
            <ClientMessages locale={locale} namespaces={['booking', SERVER_ERROR_WORDS, ['common', ['approx.']]]}>
              <QueryProvider>
                <BookingForm
                  lawyerId={lawyer.id}
                  prices={options.prices}
                  slots={options.slots}
                  initialStart={offered.start}
                  requestedStart={offered.requestedTaken ? start.toISOString() : null}
                  initialDuration={initialDuration}
                  initialCase={initialCase}
                  triage={shared ? { query: shared.query, rows: shared.rows } : undefined}
                  lawyerName={t('atty', { name: lawyer.displayName })}
                />
              </QueryProvider>
            </ClientMessages>
          </div>
        </div>
      </main>
    </AuthGuard>
  );
}
