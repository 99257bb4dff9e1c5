import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/db';
import { queryRows } from '@/lib/db/client';
import { DEFAULT_TIME_ZONE } from '@/lib/config/time';
import type { AdminSms, SmsItem } from '@/lib/dto/sms';

type Row = {
  id: string;
  to_number: string;
  body: string;
  segments: number;
  encoding: SmsItem['encoding'];
  kind: string;
  status: SmsItem['status'];
  attempts: number;
  created_at: string | Date;
  sent_at: string | Date | null;
};

const item = (r: Row): SmsItem => ({
  _id: r.id,
  to: r.to_number,
  body: r.body,
  segments: Number(r.segments),
  encoding: r.encoding,
  kind: r.kind,
  status: r.status,
  attempts: Number(r.attempts),
  created_at: new Date(r.created_at).toISOString(),
  sent_at: r.sent_at ? new Date(r.sent_at).toISOString() : null,
});

/** The newest texts first, optionally to one number (the dev outbox; the admin's recent list). */
export async function listSms(options: { to?: string; limit?: number } = {}): Promise<SmsItem[]> {
  const db = await getDb();
  const rows = await queryRows<Row>(
    db,
    sql`SELECT id, to_number, body, segments, encoding, kind, status, attempts, created_at, sent_at
        FROM sms_messages
        ${options.to ? sql`WHERE to_number = ${options.to}` : sql``}
        ORDER BY created_at DESC, id DESC
        LIMIT ${Math.min(options.limit ?? 100, 500)}`,
  );
  return rows.map(item);
}

const VOLUME_DAYS = 30;

/**
 * Texts per Philippine day over the last 30 days (newest first; days without texts left out): how
 * many, the parts billed, and where they stand. With the 50 latest texts.
 */
export async function getAdminSms(now = new Date()): Promise<AdminSms> {
  const db = await getDb();
  const days = await queryRows<{
    day: string;
    messages: number;
    segments: number;
    sent: number;
    failed: number;
    skipped: number;
    queued: number;
  }>(
    db,
    sql`SELECT to_char(created_at AT TIME ZONE ${DEFAULT_TIME_ZONE}, 'YYYY-MM-DD') AS day,
               count(*)::int AS messages,
               COALESCE(sum(segments) FILTER (WHERE status <> 'SKIPPED'), 0)::int AS segments,
               count(*) FILTER (WHERE status = 'SENT')::int AS sent,
               count(*) FILTER (WHERE status = 'FAILED')::int AS failed,
               count(*) FILTER (WHERE status = 'SKIPPED')::int AS skipped,
               count(*) FILTER (WHERE status = 'QUEUED')::int AS queued
        FROM sms_messages
        WHERE created_at >= (date_trunc('day', ${now}::timestamptz AT TIME ZONE ${DEFAULT_TIME_ZONE}) AT TIME ZONE ${DEFAULT_TIME_ZONE})
                            - make_interval(days => ${VOLUME_DAYS - 1})
        GROUP BY 1
        ORDER BY 1 DESC`,
  );
  return {
    per_day: days.map((d) => ({
      day: d.day,
      messages: Number(d.messages),
      segments: Number(d.segments),
      sent: Number(d.sent),
      failed: Number(d.failed),
      skipped: Number(d.skipped),
      queued: Number(d.queued),
    })),
    recent: await listSms({ limit: 50 }),
  };
}
