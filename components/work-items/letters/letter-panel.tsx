'use client';

import { FileSignature } from 'lucide-react';
import { useState } from 'react';
import { useLetter, lettersApi, type LetterState } from '@/lib/api/engagement-letters';
import { APP_NAME } from '@/lib/config/app';
import { formatDay, formatDayTime } from '@/lib/format/zoned-time';
import { useHref, useLocale, useT, type Translate } from '@/lib/i18n/client';
import { LetterDocument } from './letter-document';
import { LetterForm } from './letter-form';
import { SignLetterForm } from './sign-letter-form';

const ZONE = 'Asia/Manila';

const TONES: Record<string, string> = {
  AWAITING_CLIENT: 'bg-secondary-100 text-secondary-900',
  AWAITING_LAWYER: 'bg-amber-100 text-amber-900',
  SIGNED: 'bg-primary-100 text-primary-800',
  VOID: 'bg-slate-200 text-slate-700',
};

/**
 * The client signed; the lawyer has not countersigned, and it is not their turn. On an order (issue 72, item 12)
 * the server's `waiting_for_payment` says which wait: the client's payment (the lawyer waits; the client pays
 * above), or the lawyer's countersignature once paid; for the lawyer of an order past that (lapsed, cancelled)
 * the order's panel says why, so nothing here.
 */
function waitForLawyer(t: Translate<'letters'>, service: boolean, lawyer: boolean, waitingForPayment: boolean): string | null {
  if (!service) return t('panel.waitLawyer');
  if (lawyer) return waitingForPayment ? t('panel.service.waitPayment') : null;
  return t(waitingForPayment ? 'panel.service.waitLawyer' : 'panel.service.waitLawyerPaid');
}

/**
 * A work item's engagement letter for either party (issue 42): where it stands, the letter itself
 * (the blocks its PDF is drawn from), signing for whoever's turn it is, the PDFs, and every version —
 * a void one says why. The lawyer makes and changes it here.
 */
export function LetterPanel({ workItemId, initial, service = false }: { workItemId: string; initial: LetterState; service?: boolean }) {
  const t = useT('letters');
  const locale = useLocale();
  const href = useHref();
  const [viewing, setViewing] = useState<number | null>(null);
  const [editing, setEditing] = useState(false);
  const latestQuery = useLetter(workItemId, null, initial);
  const state = latestQuery.data ?? initial;
  const selectedQuery = useLetter(workItemId, viewing, initial);
  const shown = viewing === null ? state : (selectedQuery.data ?? null);
  const letter = shown?.letter ?? null;
  const [reading, setReading] = useState(state.viewer.my_turn);
  const latest = state.versions.at(-1);
  const lawyer = state.viewer.role === 'LAWYER';
  const signedNow = latest?.status === 'SIGNED';
  // Issue 57: on a letter both signed, its signed PDF is the one main action; changing it (which voids
  // both signatures) is offered, not urged, and the letter without its certificate is a small link.
  const signedMain = signedNow && letter?.version === latest?.version;

  // A fixed-price service order (issue 62) is paid between the two signatures: its own words for the waits and the end.
  const own = service ? 'panel.service.' : 'panel.';
  const situation = !latest
    ? t(lawyer ? 'panel.noneLawyer' : 'panel.none')
    : latest.status === 'VOID'
      ? t(lawyer ? 'panel.newVersionLawyer' : 'panel.newVersionClient')
      : latest.status === 'SIGNED'
        ? t(`${own}${lawyer ? 'signedLawyer' : 'signedClient'}`, { app: APP_NAME })
        : state.viewer.my_turn
          ? null
          : latest.status === 'AWAITING_CLIENT'
            ? t(`${own}waitClient`)
            : waitForLawyer(t, service, lawyer, state.viewer.waiting_for_payment);

  return (
    <section
      aria-labelledby="letter-heading"
      data-testid="engagement-letter"
      className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="letter-heading" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <FileSignature aria-hidden="true" className="h-5 w-5 text-primary" />
          {t('panel.heading')}
        </h2>
        {latest && (
          <span data-status={latest.status} className={`rounded-full px-2 py-0.5 text-xs font-semibold ${TONES[latest.status]}`}>
            {t('panel.version', { version: latest.version })} · {t(`status.${latest.status}`)}
          </span>
        )}
      </div>
      <p className="mt-1 text-sm text-slate-600">{t('panel.intro')}</p>
      {situation && (
        <p className="mt-3 rounded-lg bg-primary-50 p-3 text-sm text-slate-800" data-testid="letter-situation">
          {situation}
        </p>
      )}
      {letter?.status === 'VOID' && letter.void_reason && (
        <p className="mt-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200" role="note" data-testid="letter-void">
          {t('panel.voidNotice', {
            version: letter.version,
            reason: t(`voidReason.${letter.void_reason}`, { next: letter.version + 1, revision: state.work_item_revision }),
          })}
        </p>
      )}

      <div className="mt-4 flex flex-wrap gap-2">
        {letter && (
          <button type="button" className="btn-outline" aria-expanded={reading} onClick={() => setReading((r) => !r)}>
            {reading ? t('panel.hide') : t('panel.read')}
          </button>
        )}
        {letter && (
          <a href={lettersApi.pdfUrl(workItemId, letter.version)} className={signedMain ? 'btn-primary' : 'btn-outline'} download>
            {letter.completed_at ? t('panel.downloadSigned') : t('panel.download')}
          </a>
        )}
        {state.viewer.can_prepare && !editing && (
          <button type="button" className={signedNow ? 'btn-ghost' : 'btn-primary'} onClick={() => setEditing(true)}>
            {latest ? t('panel.change') : t('panel.prepare')}
          </button>
        )}
      </div>
      {letter?.completed_at && (
        <p className="mt-2 text-xs text-slate-600">
          <a href={lettersApi.pdfUrl(workItemId, letter.version, 'letter')} className="underline" download>
            {t('panel.downloadLetter')}
          </a>
        </p>
      )}

      {editing && state.draft && (
        <LetterForm
          workItemId={workItemId}
          revision={state.work_item_revision}
          draft={state.draft}
          onDone={() => {
            setEditing(false);
            setViewing(null);
          }}
        />
      )}

      {letter && letter.signatures.length > 0 && (
        <ul className="mt-3 space-y-1 text-sm text-slate-700" aria-label={t('sign.heading')}>
          {letter.signatures.map((s) => (
            <li key={s.role}>
              {t('panel.signedBy', {
                role: t(s.role === 'CUSTOMER' ? 'panel.roleCLIENT' : 'panel.roleLAWYER'),
                time: formatDayTime(s.signed_at, ZONE, locale),
              })}
            </li>
          ))}
        </ul>
      )}

      {reading && letter && (
        <div className="mt-4">
          {viewing !== null && (
            <p className="mb-2 text-sm text-slate-700">
              {t('panel.viewing', { version: letter.version })}{' '}
              <button type="button" className="font-medium text-primary underline" onClick={() => setViewing(null)}>
                {t('panel.showLatest')}
              </button>
            </p>
          )}
          <LetterDocument
            blocks={letter.document}
            label={t('panel.versionOf', { version: letter.version, date: formatDay(letter.created_at, ZONE, locale) })}
          />
          <p className="mt-2 break-all text-xs text-slate-500">{t('panel.hash', { hash: letter.pdf_sha256 })}</p>
        </div>
      )}

      {state.viewer.my_turn && viewing === null && <SignLetterForm key={state.latest_version} workItemId={workItemId} state={state} />}

      {signedNow && latest && state.letter?.verification_code && viewing === null && (
        <p className="mt-3 text-sm text-slate-700">
          {t('panel.code', { code: state.letter.verification_code })}{' '}
          <a href={href(`/verify-letter/${state.letter.verification_code}`)} className="font-medium text-primary underline">
            {t('panel.verifyLink')}
          </a>
        </p>
      )}

      {state.versions.length > 1 && (
        <div className="mt-4">
          <h3 className="text-sm font-semibold text-slate-900">{t('panel.versions')}</h3>
          <ul className="mt-1 space-y-1 text-sm" aria-label={t('panel.versions')}>
            {[...state.versions].reverse().map((v) => (
              <li key={v.version} className="flex flex-wrap items-center gap-2">
                <button
                  type="button"
                  className="font-medium text-primary underline"
                  onClick={() => {
                    setViewing(v.version === latest?.version ? null : v.version);
                    setReading(true);
                  }}
                >
                  {t('panel.versionOf', { version: v.version, date: formatDay(v.created_at, ZONE, locale) })}
                </button>
                <span className="text-slate-600">{t(`status.${v.status}`)}</span>
                {v.version === latest?.version && <span className="text-xs text-slate-500">({t('panel.latest')})</span>}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
