import { isVisitorCurrency, type VisitorCurrency } from '@/lib/reference/exchange-rates';

/**
 * Which currency a visitor reads approximate prices in (issue 63 item 3): their own choice when they
 * made one ('PHP': pesos only), else a guess from the browser's time zone, else from its language's
 * region. Null: pesos only (a visitor in the Philippines, or one we cannot place).
 */

/** The zones whose currency is not their region's usual one (checked before the prefixes below). */
const ZONES: Record<string, VisitorCurrency> = {
  'Asia/Dubai': 'AED',
  'Asia/Muscat': 'AED',
  'Asia/Riyadh': 'SAR',
  'Asia/Singapore': 'SGD',
  'Asia/Hong_Kong': 'HKD',
  'Asia/Macau': 'HKD',
  'Asia/Tokyo': 'JPY',
  'Europe/London': 'GBP',
  'Europe/Belfast': 'GBP',
  'Europe/Guernsey': 'GBP',
  'Europe/Isle_of_Man': 'GBP',
  'Europe/Jersey': 'GBP',
  'Pacific/Honolulu': 'USD',
  'Pacific/Guam': 'USD',
  'Pacific/Saipan': 'USD',
};

/** Canada's zones (America/* is otherwise read as the United States, where most Filipinos abroad live). */
const CANADA =
  /^America\/(Toronto|Vancouver|Edmonton|Winnipeg|Regina|Halifax|St_Johns|Montreal|Moncton|Whitehorse|Yellowknife|Iqaluit|Glace_Bay|Goose_Bay|Swift_Current|Dawson_Creek|Fort_Nelson|Rankin_Inlet|Cambridge_Bay|Atikokan|Creston|Dawson|Inuvik|Resolute|Coral_Harbour|Nipigon|Thunder_Bay|Rainy_River|Pangnirtung)$/;

/** Euro-area zones (Europe/* outside this list keeps no guess: its currency is not on our list). */
const EURO = new Set(
  'Amsterdam Athens Berlin Bratislava Brussels Dublin Helsinki Lisbon Ljubljana Luxembourg Madrid Malta Monaco Paris Riga Rome San_Marino Tallinn Vatican Vienna Vilnius Zagreb Andorra Busingen Nicosia Sofia'
    .split(' ')
    .map((city) => `Europe/${city}`),
);

/** A language tag's region → its currency ("en-GB" → GBP), for a zone whose currency we do not list. */
const REGIONS: Record<string, VisitorCurrency | null> = {
  PH: null,
  US: 'USD',
  AE: 'AED',
  SA: 'SAR',
  SG: 'SGD',
  HK: 'HKD',
  JP: 'JPY',
  GB: 'GBP',
  CA: 'CAD',
  AU: 'AUD',
  DE: 'EUR',
  FR: 'EUR',
  IT: 'EUR',
  ES: 'EUR',
  NL: 'EUR',
  IE: 'EUR',
  AT: 'EUR',
  BE: 'EUR',
};

/**
 * The browser's zone (and language) → the currency we guess: the zone's own when we list it, else the
 * language's region's, else US dollars for any other place abroad; null in the Philippines, or for a
 * browser that names no place (UTC).
 */
export function currencyOfPlace(timeZone: string | undefined, language?: string): VisitorCurrency | null {
  const zone = timeZone ?? '';
  if (zone === 'Asia/Manila') return null;
  const exact = ZONES[zone];
  if (exact) return exact;
  if (CANADA.test(zone)) return 'CAD';
  if (zone.startsWith('America/') || zone.startsWith('US/')) return 'USD';
  if (zone.startsWith('Australia/')) return 'AUD';
  if (EURO.has(zone)) return 'EUR';
  // A browser that names no place (UTC, Etc/…: servers, privacy settings) gets no guess: pesos only.
  if (!/^[A-Z][A-Za-z_]+\//.test(zone) || zone.startsWith('Etc/')) return null;
  const region = language?.split('-')[1]?.toUpperCase();
  if (region && region in REGIONS) return REGIONS[region];
  // Somewhere whose currency we do not list (Kuwait, Qatar, Taipei…): the dollar most remitters know.
  return 'USD';
}

/**
 * The currency to show: the visitor's stored choice ('PHP' = none; anything else unknown is ignored),
 * else the guess from where the browser is.
 */
export function visitorCurrency(
  stored: string | null | undefined,
  timeZone: string | undefined,
  language?: string,
): VisitorCurrency | null {
  if (stored === 'PHP') return null;
  if (isVisitorCurrency(stored)) return stored;
  return currencyOfPlace(timeZone, language);
}
