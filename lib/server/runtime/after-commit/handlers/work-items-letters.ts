import 'server-only';
import { deliverRecordedEmail } from '@/lib/server/messaging/mail/send-email';
import { addLetterSignedEntries } from '@/features/matters/server/automatic-entries';
import { defineHandlers } from '@/lib/server/platform/outbox/define-events';
import { deliverDueSms } from '@/lib/server/messaging/sms/deliver-sms';
import { LETTER_EVENTS } from '@/lib/server/work-items/letters/events';
import { mailCountersignNeeded, mailLetterReady, mailLetterSigned } from '@/lib/server/work-items/letters/letter-mails';
import { ensureSignedPdf } from '@/lib/server/work-items/letters/sign-letter';

/**
 * Both signed: the signed PDF is made and stored once (ensureSignedPdf: the first to store it wins),
 * then mailed to both (each mail once by its dedupe key) — a second run re-reads the stored PDF.
 */
async function completeLetter(letterId: string): Promise<void> {
  const pdf = await ensureSignedPdf(letterId);
  if (pdf) await mailLetterSigned(letterId, pdf);
  // Issue 64: "letter signed" on each open matter of the pair.
  await addLetterSignedEntries(letterId);
}

/** What follows an engagement letter's events (LETTER_EVENTS) once committed. */
export const LETTER_HANDLERS = defineHandlers(LETTER_EVENTS, {
  prepare: (e) => mailLetterReady(e.aggregateId),
  sign: (e) => mailCountersignNeeded(e.aggregateId),
  countersign: (e) => completeLetter(e.aggregateId),
  // A signing code's text or mail, recorded with its event in the request's transaction, sent now. The event names
  // the message, never the code; the text's claim (and a SENT mail left as it is) keeps it to one send, whoever
  // else delivers it (the scheduler's SMS and mail passes).
  code: async (e) => {
    if (e.payload.smsId) await deliverDueSms({ ids: [e.payload.smsId] });
    if (e.payload.emailId) await deliverRecordedEmail(e.payload.emailId);
  },
});
