import type { Metadata } from 'next';
import { CalendarClock, FileCheck2, ListChecks, RefreshCcw, Send, Wrench } from 'lucide-react';
import { ServiceOrderForm } from '@/features/services/components/order-form';
import { Avatar } from '@/components/ui/avatar';
import { SERVER_ERROR_WORDS } from '@/lib/errors/error-text';
import { formatPesoExact } from '@/lib/format/money';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { PesoPrice } from '@/components/prices/peso-price';
import { localePath } from '@/lib/i18n/config';
import { localeOf, textFor } from '@/lib/i18n/server';
import { AFFIDAVIT_KINDS, SERVICE_CATALOGUE } from '@/features/services/reference/legal-services';
import { requirePageUser } from '@/lib/server/auth/get-session-user';
import { notFoundPage } from '@/lib/server/platform/http/not-found-page';
import { findOrderableOffer } from '@/features/services/server/orders/find-orderable-offer';
import { intakeFields } from '@/features/services/validation/service-intake-fields';
import { OTHER_PARTY_REQUIRED } from '@/features/services/validation/service-orders';

type Props = { params: Promise<{ locale: string; lawyerId: string; type: string }> };

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const t = await textFor(await localeOf(params), 'serviceOrders');
  return { title: t('form.metaTitle'), robots: { index: false } };
}

/**
 * Issue 62: order one fixed-price service from one lawyer (signed in as a client: the access table sends a
 * visitor to sign in and back). The server decides whether the lawyer offers it (404 otherwise); the card shows
 * the offer's terms and the catalogue's words (and who sends the letter: issue 72), the form the type's intake.
 */
export default async function ServiceOrderPage({ params }: Props) {
  const locale = await localeOf(params);
  const { lawyerId, type } = await params;
  await requirePageUser(`/services/order/${encodeURIComponent(lawyerId)}/${encodeURIComponent(type)}`);
  const found = await findOrderableOffer(lawyerId, type);
  if (!found) return notFoundPage();
  const { lawyer, offer } = found;
  const service = offer.service_type;
  const t = await textFor(locale, 'serviceOrders');
  const s = await textFor(locale, 'services');
  const price = formatPesoExact(offer.price_pesos * 100);
  const facts = [
    { icon: CalendarClock, text: t('card.turnaround', { days: offer.turnaround_days }) },
    { icon: RefreshCcw, text: s('revisionsIncluded', { count: offer.revisions }) },
  ];
  // Issue 72, item 8: a letter that may be sent says plainly who sends it — the client (included), or the lawyer
  // at the price they set, if the client chooses it (the form below offers the choice, the total on its button).
  const sendPrice =
    SERVICE_CATALOGUE[service].sending && offer.send_price_pesos !== null ? formatPesoExact(offer.send_price_pesos * 100) : null;
  const sending = SERVICE_CATALOGUE[service].sending
    ? { icon: Send, title: s('sending.heading'), text: sendPrice ? s('sending.cardOption', { price: sendPrice }) : s('sending.cardSelf') }
    : null;
  const sections = [
    { icon: Wrench, title: t('card.scope'), text: s(`catalogue.${service}.scope`) },
    ...(sending ? [sending] : []),
    { icon: ListChecks, title: t('card.provides'), text: s(`catalogue.${service}.provides`) },
    { icon: FileCheck2, title: t('card.deliverable'), text: s(`catalogue.${service}.deliverable`) },
  ];
  const lawyerName = t('card.atty', { name: lawyer.displayName });
  return (
    <main id="main" className="bg-slate-50">
      <div className="container-page max-w-5xl py-6 sm:py-10">
        <a href={localePath(locale, `/lawyer/${lawyer.id}`)} className="text-sm font-medium text-primary-700 hover:underline">
          {t('card.backToProfile', { name: lawyerName })}
        </a>
        <h1 className="mt-2 text-2xl font-bold text-slate-900 sm:text-3xl">
          {t('form.heading', { service: s(`catalogue.${service}.name`) })}
        </h1>
        <div className="mt-6 grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
          <aside
            aria-labelledby="service-card-heading"
            data-testid="service-card"
            className="min-w-0 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6 lg:sticky lg:top-20 lg:order-2"
          >
            <div className="flex items-center gap-3">
              <Avatar src={lawyer.pictureUrl} name={lawyer.displayName} size={48} priority />
              <div className="min-w-0">
                <p className="truncate font-semibold text-slate-900">{lawyerName}</p>
                {lawyer.city && <p className="text-sm text-slate-600">{lawyer.city}</p>}
              </div>
            </div>
            <h2 id="service-card-heading" className="mt-4 text-lg font-semibold text-slate-900">
              {s(`catalogue.${service}.name`)}
            </h2>
            <p className="mt-1 text-sm text-slate-600">{s(`catalogue.${service}.summary`)}</p>
            <p className="mt-3 text-3xl font-bold text-slate-900" data-testid="service-price">
              {price}
            </p>
            <p className="text-sm text-slate-600">
              <PesoPrice centavos={offer.price_pesos * 100} locale={locale} exact="" />
            </p>
            <p className="text-xs text-slate-600">{t('card.priceNote')}</p>
            <ul className="mt-3 flex flex-col gap-1.5 text-sm text-slate-800">
              {facts.map(({ icon: Icon, text }) => (
                <li key={text} className="flex items-center gap-2">
                  <Icon aria-hidden="true" className="h-4 w-4 shrink-0 text-primary" />
                  {text}
                </li>
              ))}
            </ul>
            <dl className="mt-4 flex flex-col gap-3 border-t border-slate-200 pt-4">
              {sections.map(({ icon: Icon, title, text }) => (
                <div key={title}>
                  <dt className="flex items-center gap-2 text-sm font-semibold text-slate-900">
                    <Icon aria-hidden="true" className="h-4 w-4 shrink-0 text-primary" />
                    {title}
                  </dt>
                  <dd className="mt-0.5 text-sm text-slate-700" data-testid={title === sending?.title ? 'service-sending' : undefined}>
                    {text}
                  </dd>
                </div>
              ))}
            </dl>
            <p className="mt-4 rounded-lg bg-primary-50 p-3 text-xs text-slate-700">{t('card.guarantee')}</p>
          </aside>
          <div className="min-w-0 lg:order-1">
            <ClientMessages
              locale={locale}
              namespaces={[['serviceOrders', ['form.', 'forms.filesChosen', 'forms.remove']], SERVER_ERROR_WORDS]}
            >
              <ServiceOrderForm
                lawyerId={lawyer.id}
                type={service}
                fields={intakeFields(service)}
                otherPartyRequired={OTHER_PARTY_REQUIRED.includes(service)}
                price={price}
                sending={
                  sendPrice && offer.send_price_pesos !== null
                    ? {
                        heading: s('sending.heading'),
                        self: { label: s('sending.chooseSelf'), hint: s('sending.chooseSelfHint') },
                        lawyer: { label: s('sending.chooseLawyer', { price: sendPrice }), hint: s('sending.chooseLawyerHint') },
                        total: formatPesoExact((offer.price_pesos + offer.send_price_pesos) * 100),
                      }
                    : undefined
                }
                limitedService={s('limitedService')}
                choiceWords={{ kind: Object.fromEntries(AFFIDAVIT_KINDS.map((k) => [k, s(`affidavitKinds.${k}`)])) }}
              />
            </ClientMessages>
          </div>
        </div>
      </div>
    </main>
  );
}
