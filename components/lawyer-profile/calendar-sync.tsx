'use client';

import { useId, useState } from 'react';
import { toast } from 'sonner';
import { useGenerateCalendarFeed, useRemoveCalendarImport, useSaveCalendarImport, type CalendarImportDto } from '@/lib/api/calendar-sync';
import { CALENDAR_SYNC_MESSAGES } from '@/lib/validation/calendar-sync';
import { PROFILE_TOASTS } from '@/lib/validation/lawyer-profile';

export type CalendarSyncProps = {
  initialFeedUrl: string | null;
  initialImportUrl: string | null;
  importCheckedAt: string | null;
  importError: string | null;
};

const checkedFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function webcal(url: string): string {
  return url.replace(/^https?:\/\//, 'webcal://');
}

/** Lawyer profile editor, "Calendar sync": publish meetings to a calendar app, and block slots from one. */
export function CalendarSync({ initialFeedUrl, initialImportUrl, importCheckedAt, importError }: CalendarSyncProps) {
  const ids = useId();
  const [feedUrl, setFeedUrl] = useState(initialFeedUrl);
  const [confirming, setConfirming] = useState(false);
  const [status, setStatus] = useState<Pick<CalendarImportDto, 'ical_import_url' | 'ical_import_checked_at' | 'ical_import_error'>>({
    ical_import_url: initialImportUrl,
    ical_import_checked_at: importCheckedAt,
    ical_import_error: importError,
  });
  const [draft, setDraft] = useState(initialImportUrl ?? '');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const generate = useGenerateCalendarFeed();
  const save = useSaveCalendarImport();
  const remove = useRemoveCalendarImport();

  async function onGenerate() {
    try {
      setFeedUrl((await generate.mutateAsync()).url);
      setConfirming(false);
      toast.success(PROFILE_TOASTS.success);
    } catch {
      toast.error(PROFILE_TOASTS.calendarFailed);
    }
  }

  async function onCopy() {
    if (!feedUrl) return;
    try {
      await navigator.clipboard.writeText(feedUrl);
      toast.success('Link copied');
    } catch {
      toast.error(PROFILE_TOASTS.calendarFailed);
    }
  }

  async function onSave(event: React.FormEvent) {
    event.preventDefault();
    setFieldError(null);
    try {
      setStatus(draft.trim() ? await save.mutateAsync(draft.trim()) : await remove.mutateAsync());
      toast.success(PROFILE_TOASTS.success);
    } catch (error) {
      setFieldError((error as Error).message);
      toast.error(PROFILE_TOASTS.calendarFailed);
    }
  }

  async function onRemove() {
    setFieldError(null);
    try {
      setStatus(await remove.mutateAsync());
      setDraft('');
      toast.success(PROFILE_TOASTS.success);
    } catch {
      toast.error(PROFILE_TOASTS.calendarFailed);
    }
  }

  const busy = save.isPending || remove.isPending;
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby={`${ids}-feed`} className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
        <h2 id={`${ids}-feed`} className="text-lg font-semibold text-slate-900">
          Show your meetings in your calendar
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          A private link to your consultations and blocked times. Anyone with the link can see them: keep it to yourself.
        </p>
        {feedUrl ? (
          <div className="mt-4 flex flex-col gap-2 sm:flex-row">
            <label htmlFor={`${ids}-feed-url`} className="sr-only">
              Calendar feed link
            </label>
            <input
              id={`${ids}-feed-url`}
              readOnly
              value={feedUrl}
              onFocus={(e) => e.currentTarget.select()}
              className="min-w-0 flex-1 rounded-md border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-sm text-slate-800"
            />
            <button type="button" className="btn-secondary" onClick={onCopy}>
              Copy
            </button>
          </div>
        ) : null}
        <div className="mt-4">
          {!feedUrl ? (
            <button type="button" className="btn-primary" onClick={onGenerate} disabled={generate.isPending}>
              {generate.isPending ? 'Generating…' : 'Generate'}
            </button>
          ) : confirming ? (
            <div role="alert" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
              <p>{CALENDAR_SYNC_MESSAGES.regenerateWarning}</p>
              <div className="mt-3 flex gap-2">
                <button type="button" className="btn-primary" onClick={onGenerate} disabled={generate.isPending}>
                  {generate.isPending ? 'Regenerating…' : 'Yes, regenerate'}
                </button>
                <button type="button" className="btn-ghost" onClick={() => setConfirming(false)}>
                  Cancel
                </button>
              </div>
            </div>
          ) : (
            <button type="button" className="btn-outline" onClick={() => setConfirming(true)}>
              Regenerate link
            </button>
          )}
        </div>
        {feedUrl ? (
          <details className="mt-4 text-sm text-slate-700">
            <summary className="cursor-pointer font-semibold text-slate-900">How to subscribe</summary>
            <ul className="mt-2 flex list-disc flex-col gap-2 pl-5">
              <li>
                <strong>Google Calendar</strong> (on a computer): Other calendars → + → From URL, paste the link, then Add calendar. Google
                refreshes it every few hours.
              </li>
              <li>
                <strong>Apple Calendar</strong>:{' '}
                <a href={webcal(feedUrl)} className="text-primary-700 underline">
                  open the webcal:// link
                </a>
                , or File → New Calendar Subscription and paste the link.
              </li>
              <li>
                <strong>Outlook</strong>: Add calendar → Subscribe from web, paste the link, name it, then Import.
              </li>
            </ul>
          </details>
        ) : null}
      </section>

      <section aria-labelledby={`${ids}-import`} className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
        <h2 id={`${ids}-import`} className="text-lg font-semibold text-slate-900">
          Block busy times from your calendar
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          Paste the private iCal address of your Google, Apple or Outlook calendar (https:// or webcal://). Its busy times are hidden from
          clients for the next 60 days, re-read every 30 minutes.
        </p>
        <form onSubmit={onSave} noValidate className="mt-4 flex flex-col gap-2">
          <label htmlFor={`${ids}-import-url`} className="text-sm font-medium text-slate-800">
            Calendar address (iCal)
          </label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <input
              id={`${ids}-import-url`}
              type="url"
              inputMode="url"
              placeholder="https://calendar.google.com/calendar/ical/…/basic.ics"
              value={draft}
              onChange={(e) => setDraft(e.target.value)}
              aria-invalid={fieldError ? true : undefined}
              aria-describedby={fieldError ? `${ids}-import-error` : undefined}
              className="min-w-0 flex-1 rounded-md border border-slate-300 px-3 py-2 text-sm"
            />
            <button type="submit" className="btn-primary" disabled={busy}>
              {save.isPending ? 'Checking…' : 'Save'}
            </button>
            {status.ical_import_url ? (
              <button type="button" className="btn-ghost" onClick={onRemove} disabled={busy}>
                Remove
              </button>
            ) : null}
          </div>
          {fieldError ? (
            <p id={`${ids}-import-error`} className="text-sm text-red-700">
              {fieldError}
            </p>
          ) : null}
        </form>
        {status.ical_import_url ? (
          <p className="mt-3 text-sm text-slate-600" aria-live="polite">
            {status.ical_import_checked_at
              ? `Last checked ${checkedFormat.format(new Date(status.ical_import_checked_at))}.`
              : 'Not checked yet.'}
            {status.ical_import_error ? <span className="block text-red-700">Last check: {status.ical_import_error}</span> : null}
          </p>
        ) : null}
      </section>
    </div>
  );
}
