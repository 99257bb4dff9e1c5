import 'server-only';
import { APP_NAME, appUrl } from '@/lib/config/app';
import { findLegalProblem } from '@/lib/reference/legal-problems';
import { ANSWER_TEXT, REASON_TEXT, STOP_TEXT, officesFor } from '@/lib/reference/first-stops';
import type { TriagePlace } from '@/lib/reference/triage-places';
import { firstSteps, type TriageResult } from '@/lib/rules/first-steps';
import { TRIAGE_MESSAGES, completeTriage, readSharedTriage, triageHref } from '@/lib/validation/triage';
import { AppError } from '@/lib/server/http/errors';
import { sendEmail } from '../mail/send-email';
import { enforceRateLimits, subjectKey } from '../security/rate-limit';
import { AUTH_LIMITS } from '../security/limits';

/** The answer as a plain-text e-mail: the same stops, reasons, what to bring and offices as the page, and its address. */
function triageAnswerText({ result, place, problem, url }: { result: TriageResult; place: TriagePlace; problem: number; url: string }) {
  const subject = ANSWER_TEXT.title(findLegalProblem(problem)?.label);
  const lines = [subject, ANSWER_TEXT.lead(place.label), ...(result.urgent ? [ANSWER_TEXT.danger] : []), ''];
  if (!result.stops.length) lines.push(ANSWER_TEXT.noStop, '');
  result.stops.forEach((stop, i) => {
    const text = STOP_TEXT[stop.kind];
    lines.push(`${i + 1}. ${text.title}`, text.what, `${ANSWER_TEXT.why}: ${REASON_TEXT[stop.reason]}`, `${ANSWER_TEXT.bring}:`);
    for (const item of text.bring) lines.push(`- ${item}`);
    lines.push(`${ANSWER_TEXT.where}: ${text.where}`);
    for (const office of officesFor(stop.kind, place)) lines.push(`- ${office.name}: ${office.contactHint}`);
    lines.push('');
  });
  for (const note of result.notes) lines.push(`${ANSWER_TEXT.goodToKnow}: ${REASON_TEXT[note]}`);
  lines.push('', `Your answer, with lawyers for it and their free times: ${url}`, '', APP_NAME);
  return { subject, text: lines.join('\n') };
}

/**
 * E-mails the answer of "Where do I start?" to the signed-in person's own address (never to an address
 * typed in: the product mails nobody on a stranger's word). The answers are read as the answer page
 * reads them; only the mail is kept (the outbox), as for every mail.
 */
export async function emailTriageAnswer(user: { id: string; email: string }, answers: string): Promise<{ sent_to: string }> {
  const q = readSharedTriage(answers);
  const complete = q && completeTriage(q);
  if (!complete) throw new AppError('BAD_REQUEST', TRIAGE_MESSAGES.unreadable, { key: 'TRIAGE_UNREADABLE' });
  await enforceRateLimits([
    {
      key: `triage-email:${subjectKey(user.id)}`,
      rule: AUTH_LIMITS.triageEmailUser,
      message: (seconds) => TRIAGE_MESSAGES.tooManyEmails(Math.ceil(seconds / 60)),
    },
  ]);
  const mail = triageAnswerText({
    result: firstSteps(complete.triage),
    place: complete.place,
    problem: complete.problem,
    url: `${appUrl()}${triageHref(q, '/where-to-start/answer')}`,
  });
  await sendEmail({ to: user.email, ...mail });
  return { sent_to: user.email };
}
