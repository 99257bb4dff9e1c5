import type { Metadata } from 'next';
import { SERVER_ERROR_WORDS } from '@/lib/errors/error-text';
import Link from 'next/link';
import { AnswerVerification } from '@/features/questions/components/answer-verification';
import { VerificationResult } from '@/components/work-items/letters/verification-result';
import { VerifyLetterForm } from '@/components/work-items/letters/verify-letter-form';
import { APP_NAME } from '@/lib/config/app';
import { decodedPathPart } from '@/lib/format/path-part';
import { notFoundPage } from '@/lib/server/platform/http/not-found-page';
import { languageAlternates } from '@/lib/i18n/alternates';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { INTL_LOCALE, localePath, type Locale } from '@/lib/i18n/config';
import { problemNames } from '@/lib/i18n/problem-names';
import { localeOf, textFor } from '@/lib/i18n/server';
import { verificationCodeCandidates, verificationKindOf } from '@/lib/rules/verification-codes';
import { lookupVerificationCode } from '@/lib/server/codes/lookup-code';
import type { QuestionVerification } from '@/features/questions/server/verify-question';
import type { LegalAidReportVerification } from '@/features/legal-aid/server/hours/verify-report';
import { measuredText } from '@/features/legal-aid/server/hours/report-words';
import { WRITTEN_ANSWER_MINUTES } from '@/features/legal-aid/rules/legal-aid';

type Props = { params: Promise<{ locale: string; code: string }> };

// A letter's standing must be read now (a later version may replace it).
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeOf(params);
  const t = await textFor(locale, 'letters');
  const { code } = await params;
  const [named] = verificationCodeCandidates(decodedPathPart(code) ?? '');
  const kind = named ? verificationKindOf(named) : 'letter';
  return {
    title:
      kind === 'question'
        ? (await textFor(locale, 'questions'))('verify.kicker')
        : kind === 'legalAid'
          ? (await textFor(locale, 'ulas'))('verify.kicker')
          : t('verify.metaTitle'),
    robots: { index: false },
    alternates: languageAlternates(locale, `/verify-letter/${encodeURIComponent(code)}`),
  };
}

/**
 * Where the QR code of a signed letter leads: the letter its code names, and a form to check a copy
 * against it. A written answer's code ("WQ-…", issue 60) leads here too: who answered, when and on
 * which problem, never the question or the answer (no form: its PDF is made anew on each download).
 * So does a legal-aid hours report's ("LA-…", issue 61): whose, which period, how many services and
 * hours, when issued, each line's day, type and minutes with how they were measured (issue 73) — never the
 * people helped.
 */
export default async function VerifyLetterCodePage({ params }: Props) {
  const locale = await localeOf(params);
  const t = await textFor(locale, 'letters');
  const typed = decodedPathPart((await params).code);
  // A broken encoding names no code: the 404 page, as an address that matches nothing.
  if (typed === null) return notFoundPage();
  const { code, found } = await lookupVerificationCode(typed);
  if (found?.kind === 'question' || (code && !found && verificationKindOf(code) === 'question'))
    return answerCodePage(locale, code ?? '', found?.kind === 'question' ? found.question : null);
  if (found?.kind === 'legalAid' || (code && !found && verificationKindOf(code) === 'legalAid'))
    return legalAidCodePage(locale, code ?? '', found?.kind === 'legalAid' ? found.report : null);
  const result = found?.kind === 'letter' ? found.letter : null;
  return (
    <main id="main" className="bg-slate-50">
      <div className="container-page flex justify-center py-10 sm:py-16">
        <section aria-labelledby="verify-letter-heading" className="w-full max-w-lg rounded-lg border border-slate-200 bg-white p-6">
          <p className="text-sm font-medium uppercase tracking-wide text-slate-600">{t('verify.kicker')}</p>
          <h1 id="verify-letter-heading" className="mt-2 break-words text-2xl font-bold text-slate-900">
            {t('verify.codeHeading', { code: code ?? '' })}
          </h1>
          {result ? (
            <VerificationResult result={result} byCode t={t} locale={locale} app={APP_NAME} />
          ) : (
            <div role="status" data-result="not-found" className="mt-4 rounded-lg border border-slate-300 bg-slate-50 p-4">
              <p className="font-semibold text-slate-900">{t('verify.notFoundHeading')}</p>
              <p className="mt-1 text-sm text-slate-700">{t('verify.notFoundText')}</p>
            </div>
          )}
          {result && (
            <ClientMessages locale={locale} namespaces={[['letters', ['verify.', 'errors.']], SERVER_ERROR_WORDS]}>
              <VerifyLetterForm code={result.letter?.code ?? ''} />
            </ClientMessages>
          )}
          <p className="mt-6 text-sm">
            <Link href={localePath(locale, '/verify-letter')} className="font-medium text-primary underline">
              {t('verify.again')}
            </Link>
          </p>
          <p className="mt-4 text-xs text-slate-500">{t('verify.privacy')}</p>
        </section>
      </div>
    </main>
  );
}

/** A written answer's code: who answered, when, on which problem (or "not found"); drawn here, no client code. */
async function answerCodePage(locale: Locale, code: string, found: QuestionVerification | null) {
  const t = await textFor(locale, 'questions');
  const values = found && {
    code: found.code,
    lawyer: found.lawyer_name,
    roll: found.roll_number ?? '',
    problem: problemNames(locale, [found.problem])[found.problem] ?? '',
    date: await manilaTime(locale, found.answered_at),
  };
  return (
    <CodeCard
      locale={locale}
      code={code}
      t={t}
      again={(await textFor(locale, 'letters'))('verify.again')}
      headingId="verify-answer-heading"
      found={
        values && (
          <AnswerVerification
            heading={t('verify.validHeading', { app: APP_NAME })}
            text={t(found.roll_number ? 'verify.validTextRoll' : 'verify.validText', values)}
          />
        )
      }
    />
  );
}

/** A legal-aid hours report's code: the lawyer, the period, the services and hours, the time of issue, each line as measured (or "not found"). */
async function legalAidCodePage(locale: Locale, code: string, found: LegalAidReportVerification | null) {
  const t = await textFor(locale, 'ulas');
  const day = (d: string) =>
    new Intl.DateTimeFormat(INTL_LOCALE[locale], { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${d}T00:00:00Z`));
  const values = found && {
    code: found.code,
    lawyer: found.lawyer_name,
    roll: found.roll_number ?? '',
    start: day(found.period_start),
    end: day(found.period_end),
    count: found.services,
    total: t('duration', { hours: Math.floor(found.total_minutes / 60), minutes: found.total_minutes % 60 }),
    date: await manilaTime(locale, found.issued_at),
  };
  return (
    <CodeCard
      locale={locale}
      code={code}
      t={t}
      again={(await textFor(locale, 'letters'))('verify.again')}
      headingId="verify-legal-aid-heading"
      found={
        values && (
          <>
            <AnswerVerification
              heading={t('verify.validHeading', { app: APP_NAME })}
              text={t(found.roll_number ? 'verify.validTextRoll' : 'verify.validText', values)}
            />
            {found.lines.length > 0 && (
              <>
                <h2 className="mt-4 text-base font-semibold text-slate-900">{t('verify.linesHeading')}</h2>
                <ul className="mt-2 divide-y divide-slate-100 text-sm text-slate-800" data-testid="legal-aid-report-lines">
                  {found.lines.map((line, i) => (
                    <li key={i} className="py-1.5">
                      {t('verify.line', {
                        date: day(line.service_date),
                        kind: t(`kinds.${line.kind}`),
                        measured: measuredText(line, locale),
                      })}
                    </li>
                  ))}
                </ul>
              </>
            )}
            <p className="mt-3 text-sm text-slate-700">{t('verify.method', { written: WRITTEN_ANSWER_MINUTES })}</p>
            <p className="mt-2 text-sm text-slate-700">{t(found.desk_checked ? 'verify.checked' : 'verify.unchecked')}</p>
            <p className="mt-3 text-sm text-slate-700">{t('ulasNote')}</p>
          </>
        )
      }
    />
  );
}

/** "November 27, 2026 at 9:30 AM (Philippine time)": when an answer or a report was issued. */
async function manilaTime(locale: Locale, iso: string): Promise<string> {
  const letters = await textFor(locale, 'letters');
  return letters('verify.manila', {
    time: new Intl.DateTimeFormat(INTL_LOCALE[locale], { dateStyle: 'long', timeStyle: 'short', timeZone: 'Asia/Manila' }).format(
      new Date(iso),
    ),
  });
}

/**
 * The page of a code that is not a letter's (a written answer's WQ-, a legal-aid report's LA-): its heading, what
 * was found (or "not found"), the way back to the form, and what the check never shows. `t`: the kind's words.
 */
function CodeCard({
  locale,
  code,
  t,
  again,
  headingId,
  found,
}: {
  locale: Locale;
  code: string;
  t: (key: string, values?: Record<string, string | number>) => string;
  /** "Check another code". */
  again: string;
  headingId: string;
  found: React.ReactNode | null;
}) {
  return (
    <main id="main" className="bg-slate-50">
      <div className="container-page flex justify-center py-10 sm:py-16">
        <section aria-labelledby={headingId} className="w-full max-w-lg rounded-lg border border-slate-200 bg-white p-6">
          <p className="text-sm font-medium uppercase tracking-wide text-slate-600">{t('verify.kicker')}</p>
          <h1 id={headingId} className="mt-2 break-words text-2xl font-bold text-slate-900">
            {t('verify.codeHeading', { code })}
          </h1>
          {found ?? (
            <div role="status" data-result="not-found" className="mt-4 rounded-lg border border-slate-300 bg-slate-50 p-4">
              <p className="font-semibold text-slate-900">{t('verify.notFoundHeading')}</p>
              <p className="mt-1 text-sm text-slate-700">{t('verify.notFoundText')}</p>
            </div>
          )}
          <p className="mt-6 text-sm">
            <Link href={localePath(locale, '/verify-letter')} className="font-medium text-primary underline">
              {again}
            </Link>
          </p>
          <p className="mt-4 text-xs text-slate-500">{t('verify.privacy')}</p>
        </section>
      </div>
    </main>
  );
}
