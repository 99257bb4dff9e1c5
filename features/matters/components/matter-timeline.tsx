'use client';

import Link from 'next/link';
import {
  CalendarCheck,
  CalendarClock,
  CircleCheck,
  Download,
  FileText,
  Flag,
  Gavel,
  Lock,
  MessageSquare,
  PenLine,
  Receipt,
  Sparkles,
  type LucideIcon,
} from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { useFailureText } from '@/components/ui/form-messages';
import { useViewerTimeZone } from '@/components/lawyers/viewer-zone';
import { mattersApi } from '@/features/matters/api/matters';
import type { MatterEntryDto, MatterEntryPageDto } from '@/features/matters/dto/matters';
import { useHref, useLocale, useT } from '@/lib/i18n/client';
import type { MatterEntryKind } from '@/features/matters/rules/matters';
import { engagementKind, isEngagementKind } from '@/lib/rules/engagement-kinds';
import { entryWhen, hearingWhen } from './format';
import type { MatterPortal } from './format';

const ICONS: Record<MatterEntryKind, LucideIcon> = {
  UPDATE: PenLine,
  COMMENT: MessageSquare,
  FILE: FileText,
  DEADLINE: Flag,
  HEARING: Gavel,
  OPENED: Sparkles,
  MEETING_BOOKED: CalendarCheck,
  LETTER_SIGNED: CircleCheck,
  PAYMENT: Receipt,
  CLOSED: CircleCheck,
};

/**
 * The timeline, newest first: the first page came with the matter; "Load older" follows the cursor.
 * The older pages are kept here (a new entry refreshes the first page; the older ones do not change).
 */
export function MatterTimeline({ matterId, first, portal }: { matterId: string; first: MatterEntryPageDto; portal: MatterPortal }) {
  const t = useT('matters');
  const say = useFailureText();
  const [older, setOlder] = useState<{ after: string | null; pages: MatterEntryPageDto[] }>({ after: null, pages: [] });
  const [loading, setLoading] = useState(false);
  // The older pages belong to the first page's cursor; a first page that moved on (new entries) keeps them
  // only while they still follow it.
  const pages = older.after === first.next_cursor ? older.pages : [];
  const cursor = pages.length ? pages[pages.length - 1].next_cursor : first.next_cursor;
  const seen = new Set<string>();
  const entries = [first, ...pages].flatMap((p) => p.entries).filter((e) => (seen.has(e._id) ? false : (seen.add(e._id), true)));
  const loadOlder = async () => {
    if (!cursor) return;
    setLoading(true);
    try {
      const page = await mattersApi.entries(matterId, cursor);
      setOlder({ after: first.next_cursor, pages: [...pages, page] });
    } catch (error) {
      toast.error(say(error, t('timeline.olderFailed')));
    } finally {
      setLoading(false);
    }
  };
  return (
    <section aria-labelledby="timeline-heading" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <h2 id="timeline-heading" className="text-lg font-semibold text-slate-900">
        {t('timeline.heading')}
      </h2>
      {entries.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">{t('timeline.empty')}</p>
      ) : (
        <ol className="mt-4" aria-label={t('timeline.heading')}>
          {entries.map((entry, i) => (
            <EntryRow key={entry._id} entry={entry} matterId={matterId} portal={portal} last={i === entries.length - 1 && !cursor} />
          ))}
        </ol>
      )}
      {cursor && (
        <div className="mt-2 text-center">
          <button type="button" className="btn-outline" onClick={loadOlder} disabled={loading}>
            {loading ? t('timeline.loadingOlder') : t('timeline.older')}
          </button>
        </div>
      )}
    </section>
  );
}

function EntryRow({ entry, matterId, portal, last }: { entry: MatterEntryDto; matterId: string; portal: MatterPortal; last: boolean }) {
  const t = useT('matters');
  const locale = useLocale();
  const zone = useViewerTimeZone();
  const Icon = ICONS[entry.kind];
  const automatic = entry.author === null;
  return (
    <li className="relative flex gap-3 pb-5" data-testid="matter-entry" data-kind={entry.kind}>
      {!last && <span className="absolute bottom-0 left-[1.0625rem] top-9 w-px bg-slate-200" aria-hidden="true" />}
      <span
        className={`relative flex h-9 w-9 shrink-0 items-center justify-center rounded-full ring-4 ring-white ${
          entry.kind === 'HEARING' ? 'bg-primary text-white' : automatic ? 'bg-slate-100 text-slate-500' : 'bg-primary-50 text-primary-700'
        }`}
      >
        <Icon className="h-4 w-4" aria-hidden="true" />
      </span>
      <div className="min-w-0 flex-1 pt-1.5">
        <div className="flex flex-wrap items-baseline gap-x-2 gap-y-1">
          <p className="text-sm font-semibold text-slate-900">{entryTitle(entry, t)}</p>
          {!entry.shared && (
            <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
              <Lock className="h-3 w-3" aria-hidden="true" />
              {t('timeline.private')}
            </span>
          )}
        </div>
        <p className="text-xs text-slate-500">
          <time dateTime={entry.created_at}>{entryWhen(entry.created_at, zone, locale)}</time>
        </p>
        <EntryBody entry={entry} matterId={matterId} portal={portal} />
      </div>
    </li>
  );
}

type T = ReturnType<typeof useT<'matters'>>;

function authorName(entry: MatterEntryDto, t: T): string {
  if (!entry.author) return '';
  return entry.author.role === 'LAWYER' ? t('head.attorney', { name: entry.author.name }) : entry.author.name;
}

function entryTitle(entry: MatterEntryDto, t: T): string {
  const name = authorName(entry, t);
  switch (entry.kind) {
    // Filipino says "Nag-post ka", not "si Ikaw": one's own entries have sentences of their own.
    case 'UPDATE':
      return entry.mine ? t('timeline.youUpdate') : t('timeline.update', { name });
    case 'COMMENT':
      return entry.mine ? t('timeline.youComment') : t('timeline.comment', { name });
    case 'FILE':
      return entry.mine ? t('timeline.youFile') : t('timeline.file', { name });
    case 'DEADLINE':
      return t('timeline.deadline');
    case 'HEARING':
      return entry.hearing?.cancelled_at ? t('timeline.hearingCancelled') : t('timeline.hearing');
    case 'OPENED':
      return t('timeline.opened');
    case 'MEETING_BOOKED':
      return t('timeline.meetingBooked');
    case 'LETTER_SIGNED':
      return t('timeline.letterSigned');
    case 'PAYMENT':
      return t('timeline.payment');
    case 'CLOSED':
      return t('timeline.closed');
  }
}

function EntryBody({ entry, matterId, portal }: { entry: MatterEntryDto; matterId: string; portal: MatterPortal }) {
  const t = useT('matters');
  const locale = useLocale();
  const zone = useViewerTimeZone();
  const href = useHref();
  const h = entry.hearing;
  // An entry about an engagement links to its page (ENGAGEMENT_KINDS' `page`); a payment has none of its own.
  const ref = entry.ref && isEngagementKind(entry.ref.kind) ? { kind: entry.ref.kind, _id: entry.ref._id } : null;
  const link = ref ? { to: `${portal}/${engagementKind(ref.kind).page}/${ref._id}`, text: t(`timeline.open.${ref.kind}`) } : null;
  return (
    <div className="mt-2 space-y-2">
      {entry.kind === 'DEADLINE' && entry.due_at && (
        <p className="inline-flex items-center gap-1.5 rounded-md bg-rose-50 px-2 py-1 text-sm font-medium text-rose-900">
          <CalendarClock className="h-4 w-4" aria-hidden="true" />
          {t('timeline.due', { when: hearingWhen(entry.due_at, zone, locale) })}
        </p>
      )}
      {h && (
        <div
          className={`rounded-xl border px-3 py-2.5 text-sm ${h.cancelled_at ? 'border-slate-200 bg-slate-50 text-slate-500 line-through' : 'border-primary-100 bg-primary-50/60 text-slate-800'}`}
        >
          <p className="font-semibold text-slate-900">{hearingWhen(h.starts_at, zone, locale)}</p>
          <p>{h.branch ? `${h.court}, ${h.branch}` : h.court}</p>
          <p className="text-slate-600">{t(`hearing.mode.${h.mode}`)}</p>
        </div>
      )}
      {entry.body && <p className="whitespace-pre-line break-words text-sm text-slate-800">{entry.body}</p>}
      {entry.file && (
        <a
          href={entry.file.url}
          className="inline-flex max-w-full items-center gap-2 rounded-lg border border-slate-200 px-3 py-2 text-sm font-medium text-primary hover:bg-slate-50"
          download
        >
          <Download className="h-4 w-4 shrink-0" aria-hidden="true" />
          <span className="truncate">{entry.file.name}</span>
          <span className="shrink-0 text-xs font-normal text-slate-500">{sizeText(entry.file.size_bytes)}</span>
        </a>
      )}
      {link && (
        <Link href={href(link.to)} className="inline-block text-sm font-medium text-primary hover:underline">
          {link.text}
        </Link>
      )}
      {h?.notice_file_id && (
        <a
          href={`/api/v1/matters/${matterId}/files/${h.notice_file_id}`}
          className="block text-xs font-medium text-primary hover:underline"
        >
          {t('timeline.notice')}
        </a>
      )}
    </div>
  );
}

function sizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
