'use client';

import { useConsents, useSetConsent } from '@/lib/api/privacy';
import { useT } from '@/lib/i18n/client';
import { useStamp } from './use-stamp';

/** Consents on record: the legal texts' accepted versions, one-click optional consents, and the history. */
export function ConsentsSection() {
  const { data } = useConsents();
  const set = useSetConsent();
  const t = useT('account');
  const stamp = useStamp();
  // The catalogue names each kind (the server's label is English); `privacy.consents.kind.*`.
  const kind = (k: string) => t(`privacy.consents.kind.${k}`);
  if (!data) return <p className="text-sm text-slate-600">{t('privacy.consents.loading')}</p>;
  return (
    <div className="flex flex-col gap-4">
      <div>
        <h3 className="font-semibold text-slate-900">{t('privacy.consents.heading')}</h3>
        <ul className="mt-2 flex flex-col gap-1 text-sm text-slate-700">
          {data.policies.map((p) => (
            <li key={p.kind}>
              {kind(p.kind)}:{' '}
              {p.accepted_at
                ? t('privacy.consents.accepted', { version: String(p.accepted_version), at: stamp(p.accepted_at) })
                : t('privacy.consents.noAcceptance')}
            </li>
          ))}
        </ul>
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="sr-only">{t('privacy.consents.optional')}</legend>
        {data.optional.map((c) => (
          <label key={c.kind} className="flex items-start gap-3 rounded-md p-2 text-sm text-slate-800 ring-1 ring-slate-200">
            <input
              type="checkbox"
              className="mt-0.5 h-4 w-4 accent-primary"
              checked={c.granted}
              disabled={set.isPending}
              onChange={(event) => set.mutate({ kind: c.kind, granted: event.target.checked })}
            />
            <span>
              {kind(c.kind)}
              <span className="block text-xs text-slate-500">
                {c.at
                  ? t(c.granted ? 'privacy.consents.given' : 'privacy.consents.withdrawn', { at: stamp(c.at) })
                  : t('privacy.consents.notGiven')}
              </span>
            </span>
          </label>
        ))}
      </fieldset>
      {set.error && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {set.error.message}
        </p>
      )}
      {data.history.length > 0 && (
        <details className="text-sm text-slate-700">
          <summary className="cursor-pointer font-medium text-primary">{t('privacy.consents.history')}</summary>
          <ul className="mt-2 flex flex-col gap-1">
            {data.history.map((h, i) => (
              <li key={`${h.at}-${h.kind}-${i}`}>
                {t(h.version ? 'privacy.consents.historyLineVersion' : 'privacy.consents.historyLine', {
                  at: stamp(h.at),
                  kind: kind(h.kind),
                  version: String(h.version ?? ''),
                  state: t(h.granted ? 'privacy.consents.stateGiven' : 'privacy.consents.stateWithdrawn'),
                  source: t(`privacy.consents.source.${h.source}`),
                })}
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}
