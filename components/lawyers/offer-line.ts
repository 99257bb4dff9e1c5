import type { Text } from '@/components/search/names';
import type { ServiceOfferDto } from '@/features/services/dto/service-orders';
import { formatPeso } from '@/lib/format/money';
import { SERVICE_TYPES, type ServiceType } from '@/features/services/reference/legal-services';

// Issue 62: one offer as the profile, the cards and the portal say it — "Demand letter · ₱4,500 · in 3 days".
// `t` is the `services` namespace (textFor on a server page, useT in a client island).

export const serviceName = (t: Text, type: ServiceType) => t(`catalogue.${type}.name`);

export const offerLine = (t: Text, offer: Pick<ServiceOfferDto, 'service_type' | 'price_pesos' | 'turnaround_days'>) =>
  t('offerLine', { name: serviceName(t, offer.service_type), price: formatPeso(offer.price_pesos * 100), days: offer.turnaround_days });

/** The `services` keys a card or the search filter reads in the browser (ClientMessages sends only these). */
export const SERVICE_CARD_WORDS = ['services', ['offerLine', 'search.', ...SERVICE_TYPES.map((type) => `catalogue.${type}.name`)]] as const;
