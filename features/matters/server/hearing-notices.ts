import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb, tables as t } from '@/lib/db';
import { DEFAULT_TIME_ZONE } from '@/lib/config/time';
import { formatLongForReader } from '@/lib/format/date-time';
import type { Locale } from '@/lib/i18n/paths';
import type { HearingReminderStage } from '@/features/matters/rules/matters';
import { emailText } from '@/lib/server/messaging/mail/mail-text';
import { tellUser } from '@/lib/server/messaging/notifications/tell-user';
import { hearingChangedSms, hearingPlace, hearingReminderSms } from '@/lib/server/messaging/sms/templates';

// Issue 64 item 4: what a hearing's reader is told — the reminders (hearing-reminders.ts) and the lawyer's
// changes and cancellations (the outbox, after the commit). The text has no link (date, time, court, branch);
// the e-mail and the in-app/push notification link the matter's page. Each in the reader's language, each
// once per hearing revision (the dedupe keys).

export type HearingFacts = {
  id: string;
  matterId: string;
  startsAt: Date;
  court: string;
  branch: string | null;
  mode: 'IN_PERSON' | 'VIDEOCONFERENCE';
  revision: number;
};

export type HearingReader = {
  id: string;
  email: string;
  firstName: string;
  language: Locale;
  zone: string | null;
  role: 'LAWYER' | 'CUSTOMER';
};

/** The matter's page of this reader: the link of the e-mail and the notification (never of a text). */
function matterPath(role: HearingReader['role'], matterId: string): string {
  return `/${role === 'LAWYER' ? 'lawyer-portal' : 'customer-portal'}/matters/${matterId}`;
}

function parts(h: HearingFacts, reader: HearingReader) {
  const zone = reader.zone || DEFAULT_TIME_ZONE;
  const t = emailText(reader.language);
  return {
    t,
    zone,
    when: formatLongForReader(h.startsAt, zone, reader.language),
    place: hearingPlace(h.court, h.branch),
    sms: { start: h.startsAt, zone, locale: reader.language, court: h.court, branch: h.branch },
  };
}

/** The reminder about 24 hours or 2 hours before, to one reader (the scheduler's pass). */
export async function tellHearingReminder(
  h: HearingFacts,
  reader: HearingReader,
  stage: HearingReminderStage,
  title: string,
): Promise<void> {
  const { t, when, place, sms } = parts(h, reader);
  await tellUser({
    user: reader,
    locale: reader.language,
    kind: 'hearing',
    subject: t('hearing.reminderSubject', { stage, court: h.court }),
    paragraphs: [
      t('hearing.reminderLead', { stage, when, place }),
      t('hearing.mode', { mode: h.mode }),
      t('hearing.matterLine', { title }),
      t('hearing.open'),
    ],
    path: matterPath(reader.role, h.matterId),
    notification: {
      title: t('hearing.reminderTitle', { stage }),
      body: t('hearing.reminderBody', { when, place }),
      icon: 'meeting-reminder',
    },
    sms: hearingReminderSms({ ...sms, stage }),
    dedupeKey: `hearing-reminder:${h.id}:${h.revision}:${stage}:${reader.id}`,
  });
}

/**
 * The outbox's handler of `matter:hearing-changed` and `matter:hearing-cancelled` (features/matters/server/hearings.ts
 * records them for shared hearings only): the client is told the hearing as it now stands, once per revision.
 */
export async function tellHearingChanged(hearingId: string, revision: number): Promise<void> {
  const db = await getDb();
  const [row] = await db
    .select({
      hearing: t.matterHearings,
      shared: t.matterEntries.shared,
      client: { id: t.users.id, email: t.users.email, firstName: t.users.firstName, language: t.users.language, zone: t.users.timezone },
    })
    .from(t.matterHearings)
    .innerJoin(t.matterEntries, eq(t.matterEntries.id, t.matterHearings.entryId))
    .innerJoin(t.matters, eq(t.matters.id, t.matterHearings.matterId))
    .innerJoin(t.users, eq(t.users.id, t.matters.customerId))
    .where(eq(t.matterHearings.id, hearingId))
    .limit(1);
  // Made private since, or a later change already told (its own event tells the newer revision).
  if (!row || !row.shared || row.hearing.revision !== revision) return;
  const h = row.hearing;
  const reader: HearingReader = { ...row.client, role: 'CUSTOMER' };
  const { t: words, when, place, sms } = parts(h, reader);
  const cancelled = h.cancelledAt !== null;
  await tellUser({
    user: reader,
    locale: reader.language,
    kind: 'hearing',
    subject: cancelled ? words('hearing.cancelledSubject', { when }) : words('hearing.changedSubject', { when }),
    paragraphs: [
      cancelled ? words('hearing.cancelledLead', { when, place }) : words('hearing.changedLead', { when, place }),
      ...(cancelled ? [] : [words('hearing.mode', { mode: h.mode })]),
      words('hearing.open'),
    ],
    path: matterPath('CUSTOMER', h.matterId),
    notification: {
      title: cancelled ? words('hearing.cancelledTitle') : words('hearing.changedTitle'),
      body: words('hearing.reminderBody', { when, place }),
      icon: 'meeting-reminder',
    },
    sms: hearingChangedSms({ ...sms, cancelled }),
    dedupeKey: `hearing-change:${h.id}:${h.revision}`,
  });
}
