import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb, tables } from '@/lib/db';
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
  whereToStartWords,
  type WhereToStartWords,
} from '@/lib/reference/first-stops';
import type { WhereToStartPlace } from '@/features/where-to-start/reference/where-to-start-places';
import { firstSteps, type WhereToStartResult } from '@/features/where-to-start/rules/first-steps';
import { completeWhereToStart, readSharedWhereToStart, whereToStartHref } from '@/features/where-to-start/validation/where-to-start';
import { sendEmail } from '@/lib/server/messaging/mail/send-email';

/** The answer as a plain-text e-mail: the same stops, reasons, what to bring and offices as the page, and its address. */
function whereToStartAnswerText(
  t: WhereToStartWords,
  labels: ProblemLabels,
  {
    result,
    place,
    problem,
    url,
    locale,
  }: { result: WhereToStartResult; place: WhereToStartPlace; problem: number; url: string; locale: Locale },
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
 * The outbox's handler of `triage:email` (emailWhereToStartAnswer): the answer, read again from its codes,
 * mailed to the person's own address in the page's language, once per event (its dedupe key).
 */
export async function mailWhereToStartAnswer(
  eventId: string,
  userId: string,
  payload: { answers: string; language: Locale },
): Promise<void> {
  const language = payload.language;
  const q = readSharedWhereToStart(payload.answers);
  const complete = q && completeWhereToStart(q);
  if (!complete) return;
  const db = await getDb();
  const [user] = await db.select({ email: tables.users.email }).from(tables.users).where(eq(tables.users.id, userId));
  if (!user) return;
  const mail = whereToStartAnswerText(whereToStartWords(translator(language, 'triage')), problemLabelsFor(language), {
    result: firstSteps(complete.triage),
    place: complete.place,
    problem: complete.problem,
    url: `${appUrl()}${localePath(language, whereToStartHref(q, '/where-to-start/answer'))}`,
    locale: language,
  });
  await sendEmail({ to: user.email, ...mail, dedupeKey: `triage-email:${eventId}` });
}
