'use client';

import { useConsents, useSetConsent } from '@/lib/api/privacy';
import type { ConsentState } from '@/lib/dto/privacy';
import { DEFAULT_TIME_ZONE } from '@/lib/config/time';
import { formatStamp } from '@/lib/format/zoned-time';
import { CONSENT_LABELS } from '@/lib/config/policies';

// Philippine time, named ("GMT+8"): the consents are a record, read the same by the person and support.
const stamp = (iso: string) => formatStamp(iso, DEFAULT_TIME_ZONE);

const SOURCE: Record<ConsentState['history'][number]['source'], string> = {
  SIGN_UP: 'at sign-up',
  SIGN_IN: 'at sign-in',
  SETTINGS: 'in account settings',
  BACKFILL: 'at sign-up',
};
const KIND = CONSENT_LABELS;

/** Consents on record: the legal texts' accepted versions, one-click optional consents, and the history. */
export function ConsentsSection() {
  const { data } = useConsents();
  const set = useSetConsent();
  if (!data) return <p className="text-sm text-slate-600">Loading your consents…</p>;
  return (
    <div className="flex flex-col gap-4">
      <div>
        <h3 className="font-semibold text-slate-900">Consents</h3>
        <ul className="mt-2 flex flex-col gap-1 text-sm text-slate-700">
          {data.policies.map((p) => (
            <li key={p.kind}>
              {p.label}: {p.accepted_at ? `version ${p.accepted_version}, accepted ${stamp(p.accepted_at)}` : 'no acceptance on record'}
            </li>
          ))}
        </ul>
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="sr-only">Optional consents</legend>
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
              {c.label}
              <span className="block text-xs text-slate-500">
                {c.at ? `${c.granted ? 'Given' : 'Withdrawn'} ${stamp(c.at)}` : 'Not given'}
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
          <summary className="cursor-pointer font-medium text-primary">History of my consents</summary>
          <ul className="mt-2 flex flex-col gap-1">
            {data.history.map((h, i) => (
              <li key={`${h.at}-${h.kind}-${i}`}>
                {stamp(h.at)} — {KIND[h.kind]}
                {h.version ? ` (version ${h.version})` : ''}: {h.granted ? 'given' : 'withdrawn'} {SOURCE[h.source]}
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}
