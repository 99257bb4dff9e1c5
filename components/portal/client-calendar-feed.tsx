'use client';

import { useId, useState } from 'react';
import { toast } from 'sonner';
import { useClientCalendarFeed, useMakeClientCalendarFeed } from '@/lib/api/client-calendar-feed';
import { useT } from '@/lib/i18n/client';

/**
 * A client's "Calendar feed" card body (issue 64): the private address of their consultations and the hearings
 * their lawyers share, with a copy button, and "Make a new link" (the old one stops working, so it asks first).
 */
export function ClientCalendarFeed() {
  const ids = useId();
  const t = useT('portal');
  const feed = useClientCalendarFeed();
  const make = useMakeClientCalendarFeed();
  const [confirming, setConfirming] = useState(false);
  const url = feed.data?.url ?? null;

  async function onMake() {
    try {
      await make.mutateAsync();
      setConfirming(false);
    } catch {
      toast.error(t('settings.calendarFeedFailed'));
    }
  }

  async function onCopy() {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t('settings.calendarFeedCopied'));
    } catch {
      toast.error(t('settings.calendarFeedFailed'));
    }
  }

  return (
    <div className="mt-2">
      <p className="text-sm text-slate-600">{t('settings.calendarFeedText')}</p>
      {feed.isPending ? (
        <p className="mt-4 text-sm text-slate-500">{t('settings.loading')}</p>
      ) : url ? (
        <>
          <div className="mt-4 flex flex-col gap-2 sm:flex-row">
            <label htmlFor={`${ids}-url`} className="sr-only">
              {t('settings.calendarFeedLink')}
            </label>
            <input
              id={`${ids}-url`}
              readOnly
              value={url}
              onFocus={(e) => e.currentTarget.select()}
              className="min-w-0 flex-1 rounded-md border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-sm text-slate-800"
            />
            <button type="button" className="btn-secondary" onClick={onCopy}>
              {t('settings.calendarFeedCopy')}
            </button>
          </div>
          <div className="mt-4">
            {confirming ? (
              <div role="alert" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
                <p>{t('settings.calendarFeedNewWarning')}</p>
                <div className="mt-3 flex gap-2">
                  <button type="button" className="btn-primary" onClick={onMake} disabled={make.isPending}>
                    {t('settings.calendarFeedYes')}
                  </button>
                  <button type="button" className="btn-ghost" onClick={() => setConfirming(false)}>
                    {t('settings.calendarFeedCancel')}
                  </button>
                </div>
              </div>
            ) : (
              <button type="button" className="btn-outline" onClick={() => setConfirming(true)}>
                {t('settings.calendarFeedNew')}
              </button>
            )}
          </div>
        </>
      ) : (
        <div className="mt-4">
          <button type="button" className="btn-primary" onClick={onMake} disabled={make.isPending || feed.isError}>
            {t('settings.calendarFeedMake')}
          </button>
        </div>
      )}
    </div>
  );
}
