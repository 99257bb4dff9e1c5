'use client';

import { Suspense, lazy, useCallback, useEffect, useState } from 'react';
import { SlotPicker } from '@/components/booking/slot-picker';
import { api, ApiError } from '@/lib/api/client';
import { useFailureText } from '@/components/ui/form-messages';
import { DEFAULT_TIME_ZONE } from '@/lib/config/time';
import type { z } from 'zod';
import type { notaryAppointmentCreatedSchema, notarySlotsSchema } from '@/lib/dto/notary-appointment';
import { useRouter } from 'next/navigation';
import { formatPeso } from '@/lib/format/money';
import { useHref, useLocale, useT } from '@/lib/i18n/client';
import { hasNotaryDraft } from '@/lib/reference/notary-draft-services';
import type { DraftValues } from './notary-draft-fields';
import { keepDraft, takeDraft } from './kept-booking';

/** The server's keys of a refusal the page says in its own language (book.errors): an unverified e-mail, the bounds of paying at the office (lib/validation/pay-at-office.ts). */
const KNOWN_KEYS = ['EMAIL_NOT_VERIFIED', 'PAY_AT_OFFICE_OPEN_LIMIT', 'PAY_AT_OFFICE_DAY_FULL'];

// The draft's form and its schema (zod) load when the client opens it, not with the page.
const NotaryDraftFields = lazy(() => import('./notary-draft-fields').then((m) => ({ default: m.NotaryDraftFields })));

type Offer = { service: string; fee_centavos: number; duration_minutes: number };
type Props = { notaryId: string; offers: Offer[]; payAtOffice: boolean; path: string };

/** The choice a visitor made, kept through signing in: ?service=…&slot=…&pay=office on this page (the callback). */
function keptChoice(): { service: string | null; slot: string | null; office: boolean } {
  if (typeof window === 'undefined') return { service: null, slot: null, office: false };
  const q = new URLSearchParams(window.location.search);
  return { service: q.get('service'), slot: q.get('slot'), office: q.get('pay') === 'office' };
}

/**
 * Issue 43: book an in-person appointment on the public notary page — a service, one of its free
 * times (Manila, where the office is), online payment or, where the notary allows it, at the office.
 * A visitor is sent to sign in with the choice kept in the callback; a booking paid online goes on to
 * the checkout, one paid at the office to its meeting page (address and what to bring).
 */
export function NotaryBooking({ notaryId, offers, payAtOffice, path }: Props) {
  const t = useT('notary');
  const say = useFailureText();
  const words = (slug: string) => t(`services.${slug}`);
  const locale = useLocale();
  const href = useHref();
  const [service, setService] = useState(offers[0]?.service ?? '');
  const [slots, setSlots] = useState<string[] | null>(null);
  const [slot, setSlot] = useState<string | null>(null);
  const [pay, setPay] = useState<'online' | 'office'>('online');
  const [notice, setNotice] = useState<string | null>(null);
  const [keptGone, setKeptGone] = useState(false);
  const [busy, setBusy] = useState(false);
  // The optional prepared draft (affidavit of loss, SPA): filled in here, printed from the appointment's page.
  const [withDraft, setWithDraft] = useState(false);
  const [draftValues, setDraftValues] = useState<DraftValues>({});
  const [draftErrors, setDraftErrors] = useState<Record<string, string>>({});
  const draftable = hasNotaryDraft(service);
  const offer = offers.find((o) => o.service === service);

  const router = useRouter();
  const load = useCallback(
    (chosen: string, keep: string | null = null) =>
      api
        .get<z.infer<typeof notarySlotsSchema>>('/api/v1/notary-public/slots', { notary_id: notaryId, service: chosen })
        .catch(() => null)
        .then((found) => {
          const list = found ? Object.values(found.calendar).flatMap((day) => day.map((s) => s.start_time)) : [];
          setService(chosen);
          setSlots(list);
          setSlot(keep && list.includes(keep) ? keep : null);
          // The time chosen on a list page (or before signing in) went meanwhile: say so, not just show none chosen.
          setKeptGone(Boolean(keep && !list.includes(keep)));
        }),
    [notaryId],
  );

  // Once, on arrival: the service and time kept through signing in (?service=&slot=), else the first service's times.
  const [first] = useState(() => offers[0]?.service ?? '');
  useEffect(() => {
    const kept = keptChoice();
    const service = kept.service && offers.some((o) => o.service === kept.service) ? kept.service : first;
    const draft = takeDraft(notaryId);
    // "Pay at the office" and the typed draft come back too, not only the time (issue 57 item 4), with the times.
    void load(service, kept.slot).then(() => {
      if (kept.office && payAtOffice) setPay('office');
      if (draft && kept.service === service && hasNotaryDraft(service)) {
        setWithDraft(draft.withDraft);
        setDraftValues(draft.values);
      }
    });
  }, [load, offers, first, payAtOffice, notaryId]);

  async function book() {
    if (!slot) return;
    let draft: object | undefined;
    if (withDraft && hasNotaryDraft(service)) {
      const { checkDraft } = await import('./notary-draft-fields');
      const checked = checkDraft(service, draftValues);
      if ('errors' in checked) {
        setDraftErrors(checked.errors);
        return;
      }
      draft = checked.draft;
    }
    setDraftErrors({});
    setBusy(true);
    setNotice(null);
    try {
      const made = await api.post<z.infer<typeof notaryAppointmentCreatedSchema>>('/api/v1/notary-public/appointment', {
        notary_id: notaryId,
        service,
        start_time: slot,
        pay_at_office: pay === 'office',
        ...(draft ? { draft } : {}),
      });
      // Online: the provider's checkout (or the sandbox's); at the office: the appointment's page.
      if (made.checkout_url) window.location.assign(made.checkout_url);
      else router.push(href(`/customer-portal/meeting/${made._id}`));
    } catch (error) {
      setBusy(false);
      const status = error instanceof ApiError ? error.status : undefined;
      const key = error instanceof ApiError ? error.key : undefined;
      if (key && KNOWN_KEYS.includes(key)) setNotice(t(`book.errors.${key}`));
      else if (status === 401) {
        const office = pay === 'office' ? '&pay=office' : '';
        const back = `${href(path)}?service=${encodeURIComponent(service)}&slot=${encodeURIComponent(slot)}${office}#book`;
        if (withDraft) keepDraft(notaryId, { withDraft, values: draftValues });
        setNotice(t('book.signIn'));
        router.push(`${href('/login')}?callback_url=${encodeURIComponent(back)}`);
      } else if (status === 403) setNotice(t('book.customersOnly'));
      else if (status === 409) {
        setNotice(t('book.taken'));
        setSlots(null);
        void load(service);
      } else setNotice(say(error));
    }
  }

  if (!offers.length) return null;
  return (
    <section
      id="book"
      aria-labelledby="book-heading"
      className="mt-8 rounded-lg border border-primary-200 p-4"
      data-testid="notary-booking"
    >
      <h2 id="book-heading" className="text-xl font-semibold text-slate-900">
        {t('book.heading')}
      </h2>
      <label className="mt-3 block text-sm font-medium text-slate-800">
        {t('book.service')}
        <select
          className="input mt-1"
          value={service}
          onChange={(e) => {
            setSlots(null);
            setWithDraft(false);
            setDraftValues({});
            setDraftErrors({});
            void load(e.target.value);
          }}
        >
          {offers.map((o) => (
            <option key={o.service} value={o.service}>
              {words(o.service)}
            </option>
          ))}
        </select>
      </label>
      {offer && (
        <p className="mt-2 text-sm text-slate-700" data-testid="booking-summary">
          {t('book.summary', {
            fee: offer.fee_centavos === 0 ? t('appointments.free') : formatPeso(offer.fee_centavos),
            minutes: offer.duration_minutes,
          })}
        </p>
      )}
      <div className="mt-3">
        {slots === null ? (
          <p className="text-sm text-slate-600">{t('book.loading')}</p>
        ) : (
          <SlotPicker
            key={service}
            slots={slots}
            value={slot}
            zone={DEFAULT_TIME_ZONE}
            onChange={setSlot}
            locale={locale}
            text={{ none: t('book.none'), day: t('book.day'), time: t('book.time') }}
          />
        )}
      </div>
      {draftable && (
        <div className="mt-3 text-sm text-slate-800">
          <label className="flex items-start gap-2">
            <input type="checkbox" className="mt-1" checked={withDraft} onChange={(e) => setWithDraft(e.target.checked)} />
            {t('draft.toggle')}
          </label>
          {withDraft && (
            <Suspense fallback={<p className="mt-2 text-slate-600">{t('draft.loading')}</p>}>
              <NotaryDraftFields service={service} values={draftValues} errors={draftErrors} onChange={setDraftValues} />
            </Suspense>
          )}
        </div>
      )}
      {payAtOffice && (
        <fieldset className="mt-3 text-sm text-slate-800">
          <legend className="font-medium">{t('book.pay')}</legend>
          {(['online', 'office'] as const).map((mode) => (
            <label key={mode} className="mr-4 inline-flex items-center gap-2">
              <input type="radio" name="pay" value={mode} checked={pay === mode} onChange={() => setPay(mode)} />
              {t(mode === 'online' ? 'book.payOnline' : 'book.payAtOffice')}
            </label>
          ))}
        </fieldset>
      )}
      {keptGone && !slot && (
        <p role="status" className="mt-3 text-sm text-amber-800">
          {t('book.keptGone')}
        </p>
      )}
      {notice && (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {notice}
        </p>
      )}
      <button type="button" className="btn-primary mt-4" disabled={!slot || busy} onClick={book}>
        {t(busy ? 'book.booking' : 'book.submit')}
      </button>
    </section>
  );
}
