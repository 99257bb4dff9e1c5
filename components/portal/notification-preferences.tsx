'use client';

import { Info } from 'lucide-react';
import { useId } from 'react';
import { Switch } from '@/components/ui/switch';
import { useAccountPhone, type AccountPhoneResult } from '@/lib/api/account-phone';
import { useNotificationPreferences, useSetNotificationPreference, type NotificationPreferences } from '@/lib/api/notification-preferences';
import { NOTIFICATION_CHANNELS } from '@/lib/config/notification-kinds';
import { LoadFailed } from '@/components/ui/load-failed';
import { useT } from '@/lib/i18n/client';

/**
 * Kinds × channels (issue 29): a table from sm up, a card per kind on a phone (the same markup,
 * restyled, so nothing scrolls sideways). Each switch saves at once and rolls back with a toast if
 * the server refuses. SMS switches wait for a verified number.
 */
export function NotificationPreferencesSection({
  initialPreferences,
  initialPhone,
}: {
  initialPreferences?: NotificationPreferences;
  initialPhone?: AccountPhoneResult;
}) {
  const hintId = useId();
  const { data, isPending, isError, refetch } = useNotificationPreferences(initialPreferences);
  const { data: phone } = useAccountPhone(initialPhone);
  const save = useSetNotificationPreference();
  const smsReady = Boolean(phone?.verified);
  const t = useT('portal');
  // Kinds and channels are named in the catalogue by their ids (lib/config/notification-kinds.ts lists them).
  const channelName = (channel: string) => t(`prefs.channel.${channel}`);

  if (isPending) return <p className="mt-4 text-sm text-slate-500">{t('settings.loading')}</p>;
  if (isError) return <LoadFailed what={t('prefs.loadWhat')} onRetry={() => void refetch()} />;

  return (
    <div className="mt-2">
      <p className="text-sm text-slate-600">{t('prefs.intro')}</p>
      {!smsReady && (
        <p
          id={hintId}
          className="mt-3 flex items-start gap-2 rounded-md bg-slate-50 px-3 py-2 text-sm text-slate-700 ring-1 ring-slate-200"
        >
          <Info aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-slate-500" />
          <span>
            {t('prefs.smsNeedsNumber')}.{' '}
            <a href="#phone-heading" className="font-medium text-primary underline-offset-2 hover:underline">
              {phone ? t('prefs.verifyIt') : t('prefs.addNumber')}
            </a>
          </span>
        </p>
      )}
      {smsReady && phone?.opted_out && (
        <p className="mt-3 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200">{t('prefs.optedOut')}</p>
      )}
      <table className="mt-4 block w-full text-left text-sm sm:table">
        <caption className="sr-only">{t('prefs.caption')}</caption>
        <thead className="hidden sm:table-header-group">
          <tr className="border-b border-slate-200 text-xs font-semibold uppercase tracking-wide text-slate-500">
            <th scope="col" className="py-2 pr-4 font-semibold">
              {t('prefs.notification')}
            </th>
            {NOTIFICATION_CHANNELS.map((channel) => (
              <th key={channel} scope="col" className="w-20 px-2 py-2 text-center font-semibold">
                {channelName(channel)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="block space-y-3 sm:table-row-group sm:space-y-0">
          {data.preferences.map((preference) => {
            const label = t(`prefs.kind.${preference.kind}.label`);
            return (
              <tr
                key={preference.kind}
                className="grid grid-cols-3 gap-y-3 rounded-lg p-4 ring-1 ring-slate-200 sm:table-row sm:rounded-none sm:p-0 sm:ring-0 sm:[&:not(:last-child)]:border-b sm:[&:not(:last-child)]:border-slate-100"
              >
                <th scope="row" className="col-span-3 block text-left font-normal sm:table-cell sm:py-3 sm:pr-4">
                  <span className="block font-medium text-slate-900">{label}</span>
                  <span className="mt-0.5 block text-slate-500">{t(`prefs.kind.${preference.kind}.description`)}</span>
                </th>
                {NOTIFICATION_CHANNELS.map((channel) => {
                  const unavailable = channel === 'sms' && !smsReady;
                  return (
                    <td
                      key={channel}
                      data-label={channelName(channel)}
                      className="flex flex-col items-center gap-1.5 text-xs font-medium text-slate-600 before:content-[attr(data-label)] sm:table-cell sm:px-2 sm:py-3 sm:text-center sm:align-middle sm:before:hidden"
                    >
                      <Switch
                        aria-label={t('prefs.switch', { kind: label, channel: channelName(channel) })}
                        aria-describedby={unavailable ? hintId : undefined}
                        checked={preference.channels[channel] && !unavailable}
                        disabled={unavailable}
                        onCheckedChange={(enabled) => save.mutate({ kind: preference.kind, channel, enabled })}
                      />
                    </td>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
