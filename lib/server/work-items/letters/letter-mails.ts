import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { queryRows } from '@/lib/db/client';
import { APP_NAME } from '@/lib/config/app';
import { NAMELESS, nameInMessage } from '@/lib/format/name-in-message';
import type { Locale } from '@/lib/i18n/config';
import { pageUrl } from '@/lib/server/mail/mail-text';
import { sendEmail } from '@/lib/server/mail/send-email';
import { lettersText } from './compose-letter';

// The letter's e-mails, each after its transaction commits, in the recipient's own language
// (users.language), each with a dedupe key so a retried request sends nothing twice.

type Party = { id: string; email: string; name: string; language: Locale };
type LetterMailFacts = { id: string; workItemId: string; version: number; title: string; code: string; lawyer: Party; customer: Party };

async function loadFacts(letterId: string): Promise<LetterMailFacts | null> {
  const db = await getDb();
  const [r] = await queryRows<{
    id: string;
    work_item_id: string;
    version: number;
    title: string;
    code: string;
    lawyer_id: string;
    lawyer_email: string;
    lawyer_name: string;
    lawyer_language: Locale;
    customer_id: string;
    customer_email: string;
    customer_name: string;
    customer_language: Locale;
  }>(
    db,
    sql`SELECT l.id, l.work_item_id, l.version, l.matter->>'title' AS title, l.verification_code AS code,
               w.lawyer_id, lu.email AS lawyer_email, lp.display_name AS lawyer_name, lu.language AS lawyer_language,
               w.customer_id, cu.email AS customer_email, cu.first_name || ' ' || cu.last_name AS customer_name, cu.language AS customer_language
          FROM engagement_letters l JOIN work_items w ON w.id = l.work_item_id
          JOIN users lu ON lu.id = w.lawyer_id JOIN lawyer_profiles lp ON lp.user_id = w.lawyer_id JOIN users cu ON cu.id = w.customer_id
         WHERE l.id = ${letterId}::uuid`,
  );
  if (!r) return null;
  return {
    id: r.id,
    workItemId: r.work_item_id,
    version: Number(r.version),
    title: r.title,
    code: r.code,
    // Names as messages to the other party carry them: without links or domains (issue 38).
    lawyer: { id: r.lawyer_id, email: r.lawyer_email, name: nameInMessage(r.lawyer_name, NAMELESS.lawyer), language: r.lawyer_language },
    customer: {
      id: r.customer_id,
      email: r.customer_email,
      name: nameInMessage(r.customer_name, NAMELESS.client),
      language: r.customer_language,
    },
  };
}

const clientPath = (workItemId: string) => `/customer-portal/work-items/${workItemId}`;
const lawyerPath = (workItemId: string) => `/lawyer-portal/work-items/${workItemId}`;

/** A new version is ready: the client is asked to read and sign it. */
export async function mailLetterReady(letterId: string): Promise<void> {
  const f = await loadFacts(letterId);
  if (!f) return;
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
