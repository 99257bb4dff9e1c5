import 'server-only';
import { desc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { outboundEmails } from '@/lib/db/schema';

export type OutboxEmail = {
  _id: string;
  to: string;
  subject: string;
  text: string;
  status: string;
  created_at: string;
  /** What is attached, without the bytes (a CANCEL .ics shows as text/calendar; …; method=CANCEL). */
  attachments: { filename: string; content_type: string }[];
};

/** The newest e-mails first, optionally for one recipient (the dev mailbox and its JSON twin). */
export async function listOutbox(options: { to?: string; limit?: number } = {}): Promise<OutboxEmail[]> {
  const db = await getDb();
  const rows = await db
    .select({
      id: outboundEmails.id,
      to: outboundEmails.toAddress,
      subject: outboundEmails.subject,
      text: outboundEmails.textBody,
      status: outboundEmails.status,
      createdAt: outboundEmails.createdAt,
      attachments: outboundEmails.attachments,
    })
    .from(outboundEmails)
    .where(options.to ? eq(outboundEmails.toAddress, options.to.trim().toLowerCase()) : undefined)
    .orderBy(desc(outboundEmails.createdAt), desc(outboundEmails.id))
    .limit(Math.min(options.limit ?? 100, 500));
  return rows.map((r) => ({
    _id: r.id,
    to: r.to,
    subject: r.subject,
    text: r.text,
    status: r.status,
    created_at: r.createdAt.toISOString(),
    attachments: (r.attachments ?? []).map((a) => ({ filename: a.filename, content_type: a.contentType })),
  }));
}
