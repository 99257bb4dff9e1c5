import 'server-only';
import { APP_NAME, appUrl } from '@/lib/config/app';
import { meetingKindRules } from '@/lib/rules/meeting-kinds';
import { meetingEventStatus, meetingUid } from '@/lib/server/calendar/sync/meeting-event';
import { icsContentType, writeICalendar, type IcsMethod, type IcsPerson } from '@/lib/server/calendar/sync/write-icalendar';
import { mailFrom } from '@/lib/server/messaging/mail/config';
import { emailText, itemIn, notaryWordsIn, pageUrl } from '@/lib/server/messaging/mail/mail-text';
import type { MeetingParties } from './load-meeting-parties';
import { formatWithManila, zonedPair } from '@/lib/format/zoned-time';
import type { Locale } from '@/lib/i18n/paths';

/**
 * The ORGANIZER of every meeting message is the address the mails come from: the platform books,
 * moves and cancels the meeting, and a mail client applies an update or a cancellation only when it
 * comes from the organizer. Neither party's address goes to the other.
 */
function platformOrganizer(): IcsPerson {
  const from = mailFrom();
  const named = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(from);
  return named ? { name: named[1] || APP_NAME, email: named[2].trim() } : { name: APP_NAME, email: from.trim() };
}

export type MeetingIcs = { filename: string; contentType: string; content: string };

const FILE_NAME: Record<IcsMethod, string> = { REQUEST: 'invite.ics', CANCEL: 'cancel.ics', PUBLISH: 'consultation.ics' };

/**
 * The meeting as one party sees it, as an iCalendar object: REQUEST when booked or moved, CANCEL when
 * cancelled (STATUS:CANCELLED; the cancelling update bumped the revision, so its SEQUENCE is higher
 * than any REQUEST's), PUBLISH for "Add to calendar". SEQUENCE is the meeting's revision, as in the
 * feed. The recipient is the only ATTENDEE (RFC 5546 wants one in a REQUEST and the removed ones in a
 * CANCEL); PUBLISH has none. DTSTAMP is now: the time this message was made. Its words are in the
 * party's own language (issue 40).
 */
function withReaderTime(description: string, start: Date, zone: string, language: Locale): string {
  const iso = start.toISOString();
  return zonedPair(iso, zone, language, 'long').manila ? `${formatWithManila(iso, zone, language, 'long')}\n\n${description}` : description;
}

export function meetingIcs(m: MeetingParties, party: 'customer' | 'lawyer', method: IcsMethod, now = new Date()): MeetingIcs {
  const me =
    party === 'customer' ? { name: m.customer.name, email: m.customer.email } : { name: `Atty. ${m.lawyer.name}`, email: m.lawyer.email };
  const other = party === 'customer' ? `Atty. ${m.lawyer.name}` : m.customer.name;
  const language = m[party].language;
  const t = emailText(language);
  const rules = meetingKindRules(m.kind);
  // A notarial appointment (issue 43): at the office, with what to bring, and its page — no call to join.
  const url = rules.venue === 'call' ? `${appUrl()}/meeting/${m.id}` : pageUrl(language, `/${party}-portal/meeting/${m.id}`);
  const details = m.inPerson;
  const words = notaryWordsIn(language);
  // Every argument either kind's words take (ICU ignores the ones a message does not use).
  const values = {
    other,
    item: itemIn(t, m.duration, m.callType),
    subject: m.subject,
    url,
    service: words.service(details?.service ?? ''),
    address: details?.address ?? '',
    checklist: words.checklist(details?.checklist ?? []).join('; '),
  };
  const content = writeICalendar({
    product: 'consultations',
    method,
    events: [
      {
        uid: meetingUid(m.id),
        sequence: m.revision,
        status: method === 'CANCEL' ? 'CANCELLED' : meetingEventStatus(m.status),
        when: { start: m.start, end: m.end },
        stamp: now,
        created: m.createdAt,
        lastModified: m.updatedAt,
        summary: t(rules.texts.calendarSummary, values),
        // Abroad, the time on the party's clock and Manila's (issue 63): calendar apps show the start in the
        // device's zone, and the text keeps what was booked when the device travels.
        description: withReaderTime(t(rules.texts.calendarDescription, values), m.start, m[party].zone, language),
        location: details?.address,
        url,
        organizer: platformOrganizer(),
        attendees: method === 'PUBLISH' ? [] : [me],
      },
    ],
  });
  return { filename: FILE_NAME[method], contentType: icsContentType(method), content };
}
