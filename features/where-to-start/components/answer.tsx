import { LandingLawyerCard } from '@/components/lawyers/landing-lawyer-card';
import { SERVER_ERROR_WORDS } from '@/lib/errors/error-text';
import { EmailAnswer } from './email-answer';
import type { LawyerSearchResult } from '@/lib/dto/search';
import { OfficeCards, SourceLine } from './office-cards';
import {
  answerTitle,
  officeCard,
  officesFor,
  placeLabel,
  reasonText,
  stopText,
  whereToStartWords,
  type WhereToStartWords,
} from '@/lib/reference/first-stops';
import { findLegalProblem } from '@/lib/reference/legal-problems';
import { problemInText } from '@/lib/reference/problem-label';
import type { WhereToStartPlace } from '@/features/where-to-start/reference/where-to-start-places';
import { outcomeOf, REASON_SOURCES, type ReasonCode, type WhereToStartResult } from '@/features/where-to-start/rules/first-steps';
import { localePath, type Locale } from '@/lib/i18n/paths';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { problemLabelsFor } from '@/lib/i18n/problem-labels';
import { textFor } from '@/lib/i18n/server';
import { LEGAL_AID_PATH } from '@/features/legal-aid/reference/legal-aid-link';
import { readSharedWhereToStart } from '@/features/where-to-start/validation/where-to-start';
import type { AbroadStopKind } from '@/features/where-to-start/rules/abroad-stops';
import { AbroadStops } from './abroad-stops';
import { MONEY_CLAIM_PROBLEMS } from '@/features/money-claims/rules/money-claims';
import { NEW_CLAIM_PATH } from '@/features/money-claims/reference/claim-link';

function Source({ reason, t, locale }: { reason: ReasonCode; t: WhereToStartWords; locale: Locale }) {
  return <SourceLine source={REASON_SOURCES[reason]} t={t} locale={locale} />;
}

/**
 * The answer of "Where do I start?" (issue 41), drawn on the server from the rules' result: the first
 * stops in order, each with why, what to bring and where; why others do not apply; and lawyers for
 * the problem and region, always. Prints on one page (the lawyers' calendars are left off on paper).
 * The hrefs given are site paths without a language prefix.
 */
export async function WhereToStartAnswer({
  locale,
  result,
  place,
  problemId,
  lawyers,
  lawyersHref,
  restartHref,
  triage,
  signedIn,
  signInHref,
  abroad = [],
}: {
  locale: Locale;
  result: WhereToStartResult;
  /** The stops from abroad (issue 63), first; none for a person at home. */
  abroad?: AbroadStopKind[];
  place: WhereToStartPlace;
  problemId: number;
  lawyers: LawyerSearchResult[];
  lawyersHref: string;
  restartHref: string;
  /** These answers as their address query: a booking from here offers to share them with the lawyer. */
  triage: string;
  /** Signed in: "E-mail it to me" (to their own address); otherwise a sign-in link back to this answer. */
  signedIn: boolean;
  signInHref: string;
}) {
  const t = whereToStartWords(await textFor(locale, 'triage'));
  const questions = await textFor(locale, 'questions');
  // Issue 61: a person whose income is within PAO's limit (they cannot afford a lawyer) is offered the
  // legal-aid desk's free consultations too, for the same problem.
  const shared = readSharedWhereToStart(triage);
  const cannotAfford = shared?.inc === 'yes';
  const legalAid = cannotAfford ? await textFor(locale, 'legalAid') : null;
  // A lawyer is the first stop (no office the law sends them to first): asking one in writing is offered,
  // among the lawyers of the problem who answer in writing, from anywhere (issue 60).
  const askInWritingHref =
    outcomeOf(result) === 'lawyer' ? `/lawyers-online?${new URLSearchParams({ legal_problem: String(problemId), written: '1' })}` : null;
  const problem = findLegalProblem(problemId);
  // Issue 75: money owed (a debt, a small claim, or "money or property" picked) — the person can claim it themselves,
  // step by step, with the law's sections.
  const moneyOwed = MONEY_CLAIM_PROBLEMS.includes(problemId) || shared?.m === 'money';
  const claims = moneyOwed ? await textFor(locale, 'claims') : null;
  const labels = problemLabelsFor(locale);
  const link = 'font-semibold text-primary-700 underline underline-offset-2';
  return (
    <>
      <h1 className="text-2xl font-bold leading-tight text-slate-900 sm:text-3xl">
        {answerTitle(t, problem && problemInText(labels, problem))}
      </h1>
      <p className="mt-2 text-slate-700">{t('answer.lead', { place: placeLabel(t, place) })}</p>
      {result.urgent ? (
        <p role="alert" className="mt-4 rounded-lg border border-red-200 bg-red-50 px-4 py-3 font-semibold text-red-900">
          {t('answer.danger')}
        </p>
      ) : null}

      {abroad.length ? <AbroadStops stops={abroad} lawyersHref={lawyersHref} t={t} locale={locale} /> : null}

      {result.stops.length ? (
        <section aria-labelledby="stops-heading" className="mt-6">
          <h2 id="stops-heading" className="text-xl font-bold text-slate-900">
            {result.stops.length === 1 ? t('answer.goHereFirst') : t('answer.goHereFirstInOrder')}
          </h2>
          <ol className="mt-3 space-y-4">
            {result.stops.map((stop, i) => {
              const text = stopText(t, stop.kind, stop.venue);
              const offices = officesFor(stop.kind, place).map((o) => officeCard(t, o, place, locale));
              return (
                <li
                  key={stop.kind}
                  className="break-inside-avoid rounded-xl border border-slate-200 bg-white p-4 shadow-sm print:shadow-none sm:p-5"
                >
                  <h3 className="text-lg font-semibold text-slate-900">
                    {i + 1}. {text.title}
                  </h3>
                  <p className="mt-1 text-slate-700">{text.what}</p>
                  <p className="mt-2 text-slate-800">
                    <span className="font-semibold">{t('answer.why')}: </span>
                    {reasonText(t, stop.reason)}
                  </p>
                  <Source reason={stop.reason} t={t} locale={locale} />
                  <h4 className="mt-3 font-semibold text-slate-900">{t('answer.bring')}</h4>
                  <ul className="mt-1 list-disc space-y-0.5 pl-5 text-slate-700">
                    {text.bring.map((b) => (
                      <li key={b}>{b}</li>
                    ))}
                  </ul>
                  <h4 className="mt-3 font-semibold text-slate-900">{t('answer.where')}</h4>
                  <p className="text-slate-700">{text.where}</p>
                  <OfficeCards offices={offices} label={t('answer.offices', { stop: text.title })} t={t} />
                </li>
              );
            })}
          </ol>
        </section>
      ) : (
        <p className="mt-6 rounded-lg border border-slate-200 bg-white p-4 text-slate-800">{t('answer.noStop')}</p>
      )}

      {result.notes.length ? (
        <section aria-labelledby="notes-heading" className="mt-6">
          <h2 id="notes-heading" className="text-lg font-bold text-slate-900">
            {t('answer.goodToKnow')}
          </h2>
          <ul className="mt-2 space-y-2">
            {result.notes.map((reason) => (
              <li key={reason} className="text-slate-700">
                {reasonText(t, reason)}
                <Source reason={reason} t={t} locale={locale} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {legalAid ? (
        <section
          aria-labelledby="legal-aid-heading"
          className="mt-6 rounded-xl border border-emerald-200 bg-emerald-50 p-4 print:hidden sm:p-5"
          data-testid="legal-aid-offer"
        >
          <h2 id="legal-aid-heading" className="text-lg font-bold text-slate-900">
            <a href={localePath(locale, `${LEGAL_AID_PATH}?${new URLSearchParams({ problem: String(problemId) })}`)} className={link}>
              {legalAid('start.offer')}
            </a>
          </h2>
          <p className="mt-1 text-slate-700">{legalAid('start.offerDetail')}</p>
        </section>
      ) : null}

      <section aria-labelledby="lawyers-heading" className="mt-8 print:hidden">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="lawyers-heading" className="text-xl font-bold text-slate-900">
            {t('answer.lawyersFor', { problem: problem ? problemInText(labels, problem) : t('answer.yourProblem'), region: place.region })}
          </h2>
          <a href={localePath(locale, lawyersHref)} className={link}>
            {t('answer.seeAll')}
          </a>
        </div>
        <p className="mt-1 text-sm text-slate-700">{t('answer.lawyerAnyStep')}</p>
        {askInWritingHref ? (
          <p className="mt-2 text-sm text-slate-700" data-testid="ask-in-writing">
            <a href={localePath(locale, askInWritingHref)} className={link}>
              {questions('start.askInWriting')}
            </a>{' '}
            · {questions('start.askInWritingDetail')}
          </p>
        ) : null}
        {claims ? (
          <p className="mt-2 text-sm text-slate-700" data-testid="claim-money">
            <a href={localePath(locale, NEW_CLAIM_PATH)} className={link}>
              {claims('start.claim')}
            </a>{' '}
            · {claims('start.claimDetail')}
          </p>
        ) : null}
        {lawyers.length ? (
          <ul className="mt-3 space-y-3">
            {lawyers.map((lawyer) => (
              <li key={lawyer._id}>
                <LandingLawyerCard lawyer={lawyer} headingLevel="h3" triage={triage} locale={locale} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-3 text-slate-700">
            {t('answer.noLawyer')}{' '}
            <a href={localePath(locale, lawyersHref)} className={link}>
              {t('answer.seeOnline')}
            </a>
            .
          </p>
        )}
      </section>

      <div className="mt-8 space-y-3 text-sm text-slate-600 print:hidden">
        {signedIn ? (
          <ClientMessages locale={locale} namespaces={['triage', SERVER_ERROR_WORDS]}>
            <EmailAnswer answers={triage} />
          </ClientMessages>
        ) : (
          <p>
            <a href={localePath(locale, signInHref)} className={link}>
              {t('answer.signIn')}
            </a>
          </p>
        )}
        <p>
          <a href={localePath(locale, restartHref)} className={link}>
            {t('answer.changeAnswers')}
          </a>{' '}
          · {t('answer.saveOrShare')}
        </p>
      </div>
    </>
  );
}
