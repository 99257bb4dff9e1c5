'use client';

import { useId, useState } from 'react';
import { toast } from 'sonner';
import { useActionForm } from '@/components/forms/use-action-form';
import { useGenerateCalendarFeed, useRemoveCalendarImport, useSaveCalendarImport, type CalendarImportDto } from '@/lib/api/calendar-sync';
import { useLocale, useT } from '@/lib/i18n/client';
import { INTL_LOCALE } from '@/lib/i18n/config';
import { useFailureText } from '@/components/ui/form-messages';

export type CalendarSyncProps = {
  initialFeedUrl: string | null;
  initialImportUrl: string | null;
  importCheckedAt: string | null;
  importError: string | null;
};

function webcal(url: string): string {
  return url.replace(/^https?:\/\//, 'webcal://');
}

/** Lawyer profile editor, "Calendar sync": publish meetings to a calendar app, and block slots from one. */
export function CalendarSync({ initialFeedUrl, initialImportUrl, importCheckedAt, importError }: CalendarSyncProps) {
  const ids = useId();
  const t = useT('calendar');
  const say = useFailureText();
  const locale = useLocale();
  const checkedFormat = new Intl.DateTimeFormat(INTL_LOCALE[locale], { dateStyle: 'medium', timeStyle: 'short' });
  const [feedUrl, setFeedUrl] = useState(initialFeedUrl);
  const [confirming, setConfirming] = useState(false);
  const [status, setStatus] = useState<Pick<CalendarImportDto, 'ical_import_url' | 'ical_import_checked_at' | 'ical_import_error'>>({
    ical_import_url: initialImportUrl,
    ical_import_checked_at: importCheckedAt,
    ical_import_error: importError,
  });
  const generate = useGenerateCalendarFeed();
  const save = useSaveCalendarImport();
  const remove = useRemoveCalendarImport();
  // Saving an empty address removes the import. A refusal (an address that is not a calendar, one that
  // cannot be reached) is said under the box, and the toast says the step failed.
  const { form, submit: onSave } = useActionForm<{ url: string }, CalendarImportDto>({
    defaultValues: { url: initialImportUrl ?? '' },
    action: ({ url }) => (url.trim() ? save.mutateAsync(url.trim()) : remove.mutateAsync()),
    done: t('messages.success'),
    onDone: (answer) => setStatus(answer),
    failure: t('messages.calendarFailed'),
    failureAlways: true,
    failureField: 'url',
  });
  const fieldError = form.formState.errors.url?.message;

  async function onGenerate() {
    try {
      setFeedUrl((await generate.mutateAsync()).url);
      setConfirming(false);
      toast.success(t('messages.success'));
    } catch {
      toast.error(t('messages.calendarFailed'));
    }
  }

  async function onCopy() {
    if (!feedUrl) return;
    try {
      await navigator.clipboard.writeText(feedUrl);
      toast.success(t('sync.linkCopied'));
    } catch {
      toast.error(t('messages.calendarFailed'));
    }
  }

  async function onRemove() {
    form.clearErrors('url');
    try {
      setStatus(await remove.mutateAsync());
      form.setValue('url', '');
      toast.success(t('messages.success'));
    } catch {
      toast.error(t('messages.calendarFailed'));
    }
  }

  const busy = save.isPending || remove.isPending;
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby={`${ids}-feed`} className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
        <h2 id={`${ids}-feed`} className="text-lg font-semibold text-slate-900">
          {t('sync.feedHeading')}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{t('sync.feedText')}</p>
        {feedUrl ? (
          <div className="mt-4 flex flex-col gap-2 sm:flex-row">
            <label htmlFor={`${ids}-feed-url`} className="sr-only">
              {t('sync.feedLink')}
            </label>
            <input
              id={`${ids}-feed-url`}
              readOnly
              value={feedUrl}
              onFocus={(e) => e.currentTarget.select()}
              className="min-w-0 flex-1 rounded-md border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-sm text-slate-800"
            />
            <button type="button" className="btn-secondary" onClick={onCopy}>
              {t('sync.copy')}
            </button>
          </div>
        ) : null}
        <div className="mt-4">
          {!feedUrl ? (
            <button type="button" className="btn-primary" onClick={onGenerate} disabled={generate.isPending}>
              {generate.isPending ? t('sync.generating') : t('sync.generate')}
            </button>
          ) : confirming ? (
            <div role="alert" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
              <p>{t('messages.regenerateWarning')}</p>
              <div className="mt-3 flex gap-2">
                <button type="button" className="btn-primary" onClick={onGenerate} disabled={generate.isPending}>
                  {generate.isPending ? t('sync.regenerating') : t('sync.yesRegenerate')}
                </button>
                <button type="button" className="btn-ghost" onClick={() => setConfirming(false)}>
                  {t('sync.cancel')}
                </button>
              </div>
            </div>
          ) : (
            <button type="button" className="btn-outline" onClick={() => setConfirming(true)}>
              {t('sync.regenerateLink')}
            </button>
          )}
        </div>
        {feedUrl ? (
          <details className="mt-4 text-sm text-slate-700">
            <summary className="cursor-pointer font-semibold text-slate-900">{t('sync.howToSubscribe')}</summary>
            <ul className="mt-2 flex list-disc flex-col gap-2 pl-5">
              <li>
                <strong>{t('sync.googleName')}</strong> {t('sync.google')}
              </li>
              <li>
                <strong>{t('sync.appleName')}</strong>:{' '}
                <a href={webcal(feedUrl)} className="text-primary-700 underline">
                  {t('sync.appleLink')}
                </a>
                {t('sync.appleRest')}
              </li>
              <li>
                <strong>{t('sync.outlookName')}</strong>
                {t('sync.outlook')}
              </li>
            </ul>
          </details>
        ) : null}
      </section>

      <section aria-labelledby={`${ids}-import`} className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
        <h2 id={`${ids}-import`} className="text-lg font-semibold text-slate-900">
          {t('sync.importHeading')}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{t('sync.importText')}</p>
        <form method="post" onSubmit={onSave} noValidate className="mt-4 flex flex-col gap-2">
          <label htmlFor={`${ids}-import-url`} className="text-sm font-medium text-slate-800">
            {t('sync.importLabel')}
          </label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <input
              id={`${ids}-import-url`}
              type="url"
              inputMode="url"
              placeholder={t('sync.importPlaceholder')}
              {...form.register('url')}
              aria-invalid={fieldError ? true : undefined}
              aria-describedby={fieldError ? `${ids}-import-error` : undefined}
              className="min-w-0 flex-1 rounded-md border border-slate-300 px-3 py-2 text-sm"
            />
            <button type="submit" className="btn-primary" disabled={busy}>
              {save.isPending ? t('sync.checking') : t('sync.save')}
            </button>
            {status.ical_import_url ? (
              <button type="button" className="btn-ghost" onClick={onRemove} disabled={busy}>
                {t('sync.remove')}
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
              ? t('sync.lastChecked', { when: checkedFormat.format(new Date(status.ical_import_checked_at)) })
              : t('sync.notChecked')}
            {status.ical_import_error ? (
              <span className="block text-red-700">{t('sync.lastCheck', { error: say(status.ical_import_error) })}</span>
            ) : null}
          </p>
        ) : null}
      </section>
    </div>
  );
}
