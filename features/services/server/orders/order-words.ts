import 'server-only';
import type { Locale } from '@/lib/i18n/paths';
import { translator } from '@/lib/i18n/translator';
import { SERVICE_CATALOGUE, type ServiceType } from '@/features/services/reference/legal-services';

// An order's words, with no database or letter-store import: the demo seed reads them too, and the seed sits
// below lib/db (order-letter.ts, which writes letters, would close an import cycle through lib/db/index.ts).

/**
 * The work item's words of a catalogue service, in the client's language (services.json `catalogue.<TYPE>`). A
 * letter that may be sent (issue 72) says in its scope who sends it: the lawyer, when the client chose it, else
 * the client.
 */
export function serviceWords(
  type: ServiceType,
  locale: Locale,
  sentByLawyer = false,
): { name: string; scope: string; deliverable: string } {
  const s = translator(locale, 'services');
  const scope = s(`catalogue.${type}.scope`);
  const sending = SERVICE_CATALOGUE[type].sending ? s(sentByLawyer ? 'sending.lawyer' : 'sending.self') : null;
  return {
    name: s(`catalogue.${type}.name`),
    scope: sending ? `${scope} ${sending}` : scope,
    deliverable: s(`catalogue.${type}.deliverable`),
  };
}

/** The order's fee lines: the service at its price, and the sending at its own when the lawyer sends the letter. */
export function orderFeeLines(
  type: ServiceType,
  locale: Locale,
  priceCentavos: number,
  sendPriceCentavos: number | null,
): { label: string; amount: number }[] {
  const s = translator(locale, 'services');
  const name = s(`catalogue.${type}.name`);
  if (sendPriceCentavos === null) return [{ label: name, amount: priceCentavos }];
  return [
    { label: name, amount: priceCentavos - sendPriceCentavos },
    { label: s('sending.feeLine'), amount: sendPriceCentavos },
  ];
}
