import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { queryRows } from '@/lib/db/client';
import { APP_NAME } from '@/lib/config/app';
import { LETTER_READY_MAILS_PER_DAY } from '@/lib/rules/engagement-letters';
import { consumeRateLimit } from '@/lib/server/platform/security/rate-limit';
import { pageUrl } from '@/lib/server/messaging/mail/mail-text';
import { sendEmail } from '@/lib/server/messaging/mail/send-email';
import { loadWorkItemParties, type WorkItemParties } from '@/lib/server/work-items/load-work-item-parties';
import { lettersText } from './compose-letter';

// The letter's e-mails, each after its transaction commits, in the recipient's own language
// (users.language), each with a dedupe key so a retried request sends nothing twice.

type LetterMailFacts = { id: string; workItemId: string; version: number; title: string; code: string } & Pick<
  WorkItemParties,
  'lawyer' | 'customer'
>;

/** The letter's version, title and code, and its work item's two parties as every work-item mail names them. */
async function loadFacts(letterId: string): Promise<LetterMailFacts | null> {
  const db = await getDb();
  const [r] = await queryRows<{ id: string; work_item_id: string; version: number; title: string; code: string }>(
    db,
    sql`SELECT id, work_item_id, version, matter->>'title' AS title, verification_code AS code
          FROM engagement_letters WHERE id = ${letterId}::uuid`,
  );
  const parties = r ? await loadWorkItemParties(r.work_item_id) : null;
  if (!r || !parties) return null;
  return {
    id: r.id,
    workItemId: r.work_item_id,
    version: Number(r.version),
    title: r.title,
    code: r.code,
    lawyer: parties.lawyer,
    customer: parties.customer,
  };
}

const clientPath = (workItemId: string) => `/customer-portal/work-items/${workItemId}`;
const lawyerPath = (workItemId: string) => `/lawyer-portal/work-items/${workItemId}`;

/**
 * A new version is ready: the client is asked to read and sign it — once a day at most for one work
 * item, however many versions the lawyer makes (issue 58): the mail links to the page, which always
 * shows the newest version, and says so. The day starts at the first mail (a window shared by every
 * app instance); a version made later that day is on the page, unmailed.
 */
export async function mailLetterReady(letterId: string): Promise<void> {
  const f = await loadFacts(letterId);
  if (!f) return;
  const budget = await consumeRateLimit(
    `letter-ready-mail:${f.workItemId}`,
    { limit: LETTER_READY_MAILS_PER_DAY, windowSeconds: 24 * 3600 },
    { afterBody: true },
  );
  if (!budget.allowed) return;
  const t = lettersText(f.customer.language);
  await sendEmail({
    to: f.customer.email,
    subject: t('mail.readySubject', { title: f.title }),
    text: t('mail.readyText', {
      lawyer: f.lawyer.name,
      title: f.title,
      version: f.version,
      url: pageUrl(f.customer.language, clientPath(f.workItemId)),
      app: APP_NAME,
    }),
    dedupeKey: `letter-ready:${f.id}`,
  });
}

/** The client signed: the lawyer is asked to countersign. */
export async function mailCountersignNeeded(letterId: string): Promise<void> {
  const f = await loadFacts(letterId);
  if (!f) return;
  const t = lettersText(f.lawyer.language);
  await sendEmail({
    to: f.lawyer.email,
    subject: t('mail.countersignSubject', { client: f.customer.name, title: f.title }),
    text: t('mail.countersignText', {
      client: f.customer.name,
      title: f.title,
      version: f.version,
      url: pageUrl(f.lawyer.language, lawyerPath(f.workItemId)),
      app: APP_NAME,
    }),
    dedupeKey: `letter-countersign:${f.id}`,
  });
}

/** Both signed: each party gets the signed PDF attached, in their own language. */
export async function mailLetterSigned(letterId: string, pdf: Uint8Array): Promise<void> {
  const f = await loadFacts(letterId);
  if (!f) return;
  for (const role of ['CUSTOMER', 'LAWYER'] as const) {
    const me = role === 'CUSTOMER' ? f.customer : f.lawyer;
    const t = lettersText(me.language);
    const url = pageUrl(me.language, role === 'CUSTOMER' ? clientPath(f.workItemId) : lawyerPath(f.workItemId));
    await sendEmail({
      to: me.email,
      subject: t('mail.signedSubject', { title: f.title }),
      text: t('mail.signedText', {
        other: role === 'CUSTOMER' ? t('mail.attty', { name: f.lawyer.name }) : f.customer.name,
        title: f.title,
        version: f.version,
        code: f.code,
        verifyUrl: pageUrl(me.language, `/verify-letter/${f.code}`),
        next: t(role === 'CUSTOMER' ? 'mail.signedNextClient' : 'mail.signedNextLawyer', { url, app: APP_NAME }),
        app: APP_NAME,
      }),
      attachments: [{ filename: `engagement-letter-${f.code}.pdf`, contentType: 'application/pdf', content: pdf }],
      dedupeKey: `letter-signed:${f.id}:${me.id}`,
    });
  }
}
