import 'server-only';
import { APP_NAME, appUrl } from '@/lib/config/app';
import { localePath, type Locale } from '@/lib/i18n/paths';
import { problemLabelsFor } from '@/lib/i18n/problem-labels';
import { translator } from '@/lib/i18n/translator';
import { findLegalProblem } from '@/lib/reference/legal-problems';
import { problemInText, type ProblemLabels } from '@/lib/reference/problem-label';
import {
  answerTitle,
  officeCard,
  officesFor,
  placeLabel,
  reasonText,
  stopText,
  triageWords,
  type TriageWords,
} from '@/lib/reference/first-stops';
import type { TriagePlace } from '@/lib/reference/triage-places';
import { firstSteps, type TriageResult } from '@/lib/rules/first-steps';
import { completeTriage, readSharedTriage, triageHref } from '@/lib/validation/triage';
import { AppError } from '@/lib/server/http/errors';
import { sendEmail } from '@/lib/server/mail/send-email';
import { enforceRateLimits, subjectKey } from '@/lib/server/security/rate-limit';
import { AUTH_LIMITS } from '@/lib/server/security/limits';

/** The answer as a plain-text e-mail: the same stops, reasons, what to bring and offices as the page, and its address. */
function triageAnswerText(
  t: TriageWords,
  labels: ProblemLabels,
  { result, place, problem, url, locale }: { result: TriageResult; place: TriagePlace; problem: number; url: string; locale: Locale },
) {
  const found = findLegalProblem(problem);
  const subject = answerTitle(t, found && problemInText(labels, found));
  const lines = [subject, t('answer.lead', { place: placeLabel(t, place) }), ...(result.urgent ? [t('answer.danger')] : []), ''];
  if (!result.stops.length) lines.push(t('answer.noStop'), '');
  result.stops.forEach((stop, i) => {
    const text = stopText(t, stop.kind, stop.venue);
    lines.push(`${i + 1}. ${text.title}`, text.what, `${t('answer.why')}: ${reasonText(t, stop.reason)}`, `${t('answer.bring')}:`);
    for (const item of text.bring) lines.push(`- ${item}`);
    lines.push(`${t('answer.where')}: ${text.where}`);
    // The page's office cards in words: name, address, hours, phone and the online route.
    for (const office of officesFor(stop.kind, place).map((o) => officeCard(t, o, place, locale))) {
      const parts = [office.address, office.hours, office.phoneLabel, office.online && `${office.online.label}: ${office.online.href}`];
      lines.push(`- ${[office.name, ...parts.filter(Boolean)].join(' · ')}`);
    }
    lines.push('');
  });
  for (const note of result.notes) lines.push(`${t('answer.goodToKnow')}: ${reasonText(t, note)}`);
  lines.push('', t('email.yourAnswer', { url }), '', APP_NAME);
  return { subject, text: lines.join('\n') };
}

/**
 * E-mails the answer of "Where do I start?" to the signed-in person's own address (never to an address
 * typed in: the product mails nobody on a stranger's word), in the language of the page it was asked
 * from, with that page's address. The answers are read as the answer page reads them; only the mail
 * is kept (the outbox), as for every mail.
 */
export async function emailTriageAnswer(
  user: { id: string; email: string },
  answers: string,
  language: Locale = 'en',
): Promise<{ sent_to: string }> {
  const t = triageWords(translator(language, 'triage'));
  const q = readSharedTriage(answers);
  const complete = q && completeTriage(q);
  if (!complete) throw new AppError('BAD_REQUEST', t('email.unreadable'), { key: 'TRIAGE_UNREADABLE' });
  await enforceRateLimits([
    {
      key: `triage-email:${subjectKey(user.id)}`,
      rule: AUTH_LIMITS.triageEmailUser,
      // Counts mails sent: only answers that can be read reach it.
      afterBody: true,
      message: (seconds) => t('email.tooMany', { minutes: Math.ceil(seconds / 60) }),
    },
  ]);
  const mail = triageAnswerText(t, problemLabelsFor(language), {
    result: firstSteps(complete.triage),
    place: complete.place,
    problem: complete.problem,
    url: `${appUrl()}${localePath(language, triageHref(q, '/where-to-start/answer'))}`,
    locale: language,
  });
  await sendEmail({ to: user.email, ...mail });
  return { sent_to: user.email };
}
