import type { ReasonCode, StopKind } from '@/features/where-to-start/rules/first-steps';
import type { Venue409 } from '@/features/where-to-start/rules/katarungang-pambarangay';
import { formatOfficeHours } from '@/lib/format/office-hours';
import { mapSearchUrl } from '@/lib/format/map-link';
import type { Locale } from '@/lib/i18n/paths';
import { FREE_LEGAL_HELP, type FreeLegalHelpProvider } from './free-legal-help';
import { regionShortName, type WhereToStartPlace } from '@/features/where-to-start/reference/where-to-start-places';

/**
 * "Where do I start?" (issue 41): what each first stop is, what to bring and where it is, and each
 * reason in plain words. The rules that choose them are features/where-to-start/rules/first-steps.ts; the offices come
 * from the free-legal-help data (lib/reference/free-legal-help.ts), nearest first. The words are in
 * the `triage` catalogue (messages/<language>/triage.json: `stops`, `reasons`, `answer`), one wording
 * for the answer page and its e-mail in each language; this file keeps the codes.
 * What to bring, from the bodies' own rules: a Request for Assistance names the parties and the claim
 * (DOLE Department Order 151-16); a complaint-affidavit with the witnesses' affidavits and the
 * evidence starts a preliminary investigation (Rules of Criminal Procedure, Rule 112 §3(a)); PAO
 * asks for proof of income (its Operations Manual; the free-legal-help page's indigency test); a
 * protection order is applied for at the barangay, issued on the day (RA 9262 §14); a complaint of illegal
 * recruitment names the recruiter and proves the payments and the promise of work abroad (RA 8042 §6).
 */

/** The `triage` catalogue's text in one language: a server page's, an e-mail's or a client component's `t`. */
export type WhereToStartWords = (key: string, values?: Record<string, string | number>) => string;

/**
 * A translator of the `triage` namespace (textFor's, translator's) read with keys made from the rules'
 * codes, which its typed keys cannot name: features/where-to-start/reference/where-to-start-words-fil.test.ts walks every code.
 */
export const whereToStartWords = (t: (key: never, values?: never) => string): WhereToStartWords => t as unknown as WhereToStartWords;

/** What to bring to each stop, in order: `stops.<kind>.bring.<item>` in the catalogue. */
export const STOP_BRING: Record<StopKind, readonly string[]> = {
  'police-women-and-children-desk': ['id', 'injuries', 'medical'],
  'barangay-protection-order': ['id', 'whatHappened'],
  pao: ['id', 'income', 'papers'],
  barangay: ['id', 'otherSide', 'papers'],
  'dole-sena': ['id', 'employer', 'proofOfWork', 'owed'],
  'dmw-illegal-recruitment': ['id', 'payments', 'promises', 'recruiter'],
  prosecutor: ['complaintAffidavit', 'witnesses', 'evidence', 'id'],
};

export type StopText = { title: string; what: string; bring: string[]; where: string };

/** A first stop in words; the barangay's "where" is the barangay that hears it (RA 7160 §409: `venues` in the catalogue). */
export function stopText(t: WhereToStartWords, kind: StopKind, venue?: Venue409): StopText {
  return {
    title: t(`stops.${kind}.title`),
    what: t(`stops.${kind}.what`),
    bring: STOP_BRING[kind].map((item) => t(`stops.${kind}.bring.${item}`)),
    where: venue ? t(`venues.${venue}`) : t(`stops.${kind}.where`),
  };
}

/** A place of the flow in the page's language: a listed town by its name, "Another municipality in Bicol Region" worded per language. */
export function placeLabel(t: WhereToStartWords, place: Pick<WhereToStartPlace, 'label' | 'region' | 'unlisted'>): string {
  if (!place.unlisted) return place.label;
  return t(place.unlisted === 'city' ? 'places.otherCity' : 'places.otherTown', { region: regionShortName(place.region) });
}

/** A reason in plain words (its legal source: REASON_SOURCES in features/where-to-start/rules/first-steps.ts). */
export const reasonText = (t: WhereToStartWords, reason: ReasonCode): string => t(`reasons.${reason}`);

/** The answer's title, naming the legal problem when there is one (`problem`: its label in a sentence, problemInText). */
export const answerTitle = (t: WhereToStartWords, problem: string | undefined): string =>
  problem ? t('answer.titleFor', { problem }) : t('answer.title');

/**
 * The offices to go to for a stop, nearest first: in the person's city, then their region, then the
 * nationwide entry. Stops done at any barangay hall or police station list the general entry only.
 */
export function officesFor(kind: StopKind, place: { label: string; region: string }): FreeLegalHelpProvider[] {
  const byId = (id: string) => FREE_LEGAL_HELP.filter((p) => p.id === id);
  /** Up to two offices in the person's city, then their region. */
  const near = (match: (p: FreeLegalHelpProvider) => boolean) => {
    const all = FREE_LEGAL_HELP.filter(match);
    return [...all.filter((p) => p.city === place.label), ...all.filter((p) => p.region === place.region && p.city !== place.label)].slice(
      0,
      2,
    );
  };
  switch (kind) {
    case 'dole-sena':
      // The regional office, then the nationwide entry (e-SEnA, any field office).
      return [...near((p) => p.id.startsWith('gov-dole-ro')), ...byId('gov-dole-sena')];
    case 'pao': {
      const offices = near((p) => p.kind === 'pao');
      return offices.length ? offices : byId('pao-central');
    }
    case 'barangay':
      return byId('gov-katarungang-pambarangay');
    case 'barangay-protection-order':
      // RA 9262 §14: the applicant's own barangay — the Punong Barangay and the VAW desk, never the Lupon.
      return byId('gov-barangay-vaw-desk');
    case 'dmw-illegal-recruitment':
      return byId('gov-dmw');
    case 'prosecutor':
      return byId('gov-doj-action-center');
    case 'police-women-and-children-desk':
      return byId('gov-pnp-wcpd');
  }
}

/** An office card's lines in the page's language (components/ui/contact-lines.tsx draws them). */
type OfficeCard = {
  id: string;
  name: string;
  address?: string;
  map: { href: string; label: string } | null;
  hours: string | null;
  phone: string | null;
  phoneLabel?: string;
  online: { href: string; label: string } | null;
};

/** Offices in every barangay or police station are looked for on a map near the person's town (near them when it is not listed). */
const SEARCH_WORD: Record<string, string> = {
  'gov-katarungang-pambarangay': 'offices.searchBarangayHall',
  'gov-barangay-vaw-desk': 'offices.searchBarangayHall',
  'gov-pnp-wcpd': 'offices.searchPolice',
};

/** Offices the catalogue names in each language (`offices.<id>`); the others keep the data's name. */
const OFFICE_NAMED = new Set([
  'gov-dole-sena',
  'gov-dmw',
  'gov-katarungang-pambarangay',
  'gov-barangay-vaw-desk',
  'gov-pnp-wcpd',
  'gov-doj-action-center',
  'pao-central',
]);

/**
 * An office of the free-legal-help data as a card: its name in the page's language where the
 * catalogue words it (`offices.<id>`, PAO's district offices by city), its address with a map link,
 * hours, a phone to tap and the online route (e-SEnA), each only where the data has one.
 */
export function officeCard(t: WhereToStartWords, office: FreeLegalHelpProvider, place: WhereToStartPlace, locale: Locale): OfficeCard {
  const name = OFFICE_NAMED.has(office.id)
    ? t(`offices.${office.id}`)
    : office.kind === 'pao'
      ? t('offices.pao', { city: office.city })
      : office.name;
  const search = SEARCH_WORD[office.id];
  // A map search without a town looks near the person (the map app's own location).
  const nearby = search ? (place.unlisted ? t(search) : `${t(search)}, ${place.label}`) : null;
  const mapHref = office.address ? mapSearchUrl(office.address, office.city || null) : nearby ? mapSearchUrl(nearby, null) : null;
  const hours =
    office.hours === 'always'
      ? t('offices.always')
      : office.hours
        ? formatOfficeHours(office.hours.days, office.hours.opens, office.hours.closes, locale)
        : null;
  return {
    id: office.id,
    name,
    address: office.address,
    map: mapHref ? { href: mapHref, label: t('offices.map') } : null,
    hours: hours || null,
    phone: office.phone?.number ?? null,
    phoneLabel: office.phone ? t('offices.phone', { phone: office.phone.number }) : undefined,
    online: office.online ? { href: office.online.url, label: t('offices.online', { name: office.online.name }) } : null,
  };
}
