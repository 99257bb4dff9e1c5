'use client';

import { useMemo, useState } from 'react';
import type { z } from 'zod';
import { useActionForm } from '@/components/forms/use-action-form';
import { api } from '@/lib/api/client';
import type { accountTimeZoneResultSchema } from '@/lib/dto/account';
import { useHydrated } from '@/components/ui/use-hydrated';
import { useT } from '@/lib/i18n/client';
import { COMMON_TIME_ZONES, timeZoneLabel } from '@/lib/reference/time-zones';
import { browserTimeZone, type AccountTimeZoneInput } from '@/lib/validation/time-zone';

/** Every zone this browser knows but the common ones, A to Z. */
function otherZones(): string[] {
  const common = new Set<string>(COMMON_TIME_ZONES);
  return Intl.supportedValuesOf('timeZone').filter((z) => !common.has(z));
}

/**
 * The account's time zone (issue 63): the browser's at sign-up; a person abroad who moves, or who
 * signed up on a phone set to Manila, changes it here. The common zones render on the server; the
 * browser's own and every other zone it knows are added once it runs (the server's list of zones
 * may differ from the browser's).
 */
export function TimeZoneChoice({ timeZone }: { timeZone: string }) {
  const t = useT('portal');
  const [saved, setSaved] = useState(timeZone);
  const {
    form,
    submit,
    run,
    pending: saving,
  } = useActionForm<{ zone: string }>({
    defaultValues: { zone: timeZone },
    action: ({ zone }) =>
      api.put<z.infer<typeof accountTimeZoneResultSchema>>('auth/account/time-zone', { time_zone: zone } satisfies AccountTimeZoneInput),
    done: t('settings.timeZoneSaved'),
    onDone: (_result, { zone }) => {
      setSaved(zone);
      form.reset({ zone });
    },
    failure: t('settings.timeZoneFailed'),
    failureAlways: true,
  });
  const chosen = form.watch('zone');
  const hydrated = useHydrated();
  const device = hydrated ? browserTimeZone() : undefined;
  const others = useMemo(() => (hydrated ? otherZones() : []), [hydrated]);

  // The saved zone stays listed even where this browser does not know it.
  const listed = new Set<string>([...COMMON_TIME_ZONES, ...others]);
  return (
    <form method="post" onSubmit={submit} noValidate className="mt-2">
      <p id="time-zone-hint" className="text-sm text-slate-600">
        {t('settings.timeZoneHint')}
      </p>
      <label htmlFor="time-zone" className="mt-3 block text-sm font-medium text-slate-900">
        {t('settings.timeZone')}
      </label>
      <select
        id="time-zone"
        aria-describedby="time-zone-hint"
        className="input mt-1 w-full sm:max-w-sm"
        // Held by the form, not the box: the zones this browser knows are added once it runs, and a box of its own
        // would fall back to the first zone when the saved one's own option makes way for its place in the list.
        value={chosen}
        onChange={(e) => form.setValue('zone', e.target.value)}
      >
        {!listed.has(saved) ? <option value={saved}>{timeZoneLabel(saved)}</option> : null}
        <optgroup label={t('settings.timeZoneCommon')}>
          {COMMON_TIME_ZONES.map((zone) => (
            <option key={zone} value={zone}>
              {timeZoneLabel(zone)}
            </option>
          ))}
        </optgroup>
        {others.length ? (
          <optgroup label={t('settings.timeZoneOther')}>
            {others.map((zone) => (
              <option key={zone} value={zone}>
                {zone.replace(/_/g, ' ')}
              </option>
            ))}
          </optgroup>
        ) : null}
      </select>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <button type="submit" className="btn-primary" disabled={saving || chosen === saved}>
          {saving ? t('settings.saving') : t('settings.saveTimeZone')}
        </button>
        {device && device !== saved ? (
          <button type="button" className="btn-secondary" disabled={saving} onClick={() => void run({ zone: device })}>
            {t('settings.useDeviceZone', { zone: timeZoneLabel(device) })}
          </button>
        ) : null}
      </div>
    </form>
  );
}
