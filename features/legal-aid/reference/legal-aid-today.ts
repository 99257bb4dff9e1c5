import type { TodayKind } from '@/features/legal-aid/rules/legal-aid-today';
import type { Locale } from '@/lib/i18n/paths';
import { FREE_LEGAL_HELP, type FreeLegalHelpKind, type FreeLegalHelpProvider } from '@/lib/reference/free-legal-help';
import { officeCard, officesFor, type WhereToStartWords } from '@/lib/reference/first-stops';
import { WHERE_TO_START_PLACES, regionShortName, type WhereToStartPlace } from '@/features/where-to-start/reference/where-to-start-places';

/**
 * The legal-aid desk's offices (issue 72 item 5), from the free-help directory (./free-legal-help.ts): those
 * of today's steps near the person (features/legal-aid/rules/legal-aid-today.ts chooses the steps; "Where do I start?"'s
 * officesFor the offices, nearest first), and, when no lawyer of the person's region gives legal aid here, the
 * PAO and IBP legal-aid offices of that region.
 */

/**
 * Where the person lives: a town of "Where do I start?"'s list (`me`, its slug), or only a region (the one
 * their declaration names). A region alone reads as a town the list does not name: the map looks near them.
 */
export function legalAidPlace(slug: string | undefined, region: string | null | undefined): WhereToStartPlace | undefined {
  const listed = slug ? WHERE_TO_START_PLACES.find((p) => p.slug === slug) : undefined;
  if (listed || !region) return listed;
  const inRegion = WHERE_TO_START_PLACES.filter((p) => p.region === region);
  if (!inRegion.length) return undefined;
  const { metroManila } = inRegion[0];
  return { slug: '', label: regionShortName(region), town: '', region, metroManila, city: true, unlisted: 'city' };
}

/** The police station for a lockout: the directory's police entry (every station, 911, open all hours), named as a station. */
const POLICE = FREE_LEGAL_HELP.find((p) => p.id === 'gov-pnp-wcpd')!;

type Card = ReturnType<typeof officeCard>;

/**
 * The offices of one of today's steps near `place`, as cards in the page's language (`triage`: the offices'
 * words; `stationName`: the police station's name for a lockout, not the women and children's desk).
 */
export function todayOfficeCards(
  kind: TodayKind,
  place: WhereToStartPlace,
  locale: Locale,
  triage: WhereToStartWords,
  stationName: string,
): Card[] {
  if (kind === 'police-lockout') return [{ ...officeCard(triage, POLICE, place, locale), name: stationName }];
  return officesFor(kind, place).map((office) => officeCard(triage, office, place, locale));
}

/** How many offices of a kind the empty state lists (Metro Manila has six PAO offices): the directory's page has the rest. */
const REGION_OFFICES_SHOWN = 3;

/**
 * The PAO and IBP legal-aid offices of the person's region, those in their own city first: the desk's empty
 * state when no lawyer of the region gives legal aid here.
 */
export function regionLegalAidOffices(place: WhereToStartPlace): { kind: FreeLegalHelpKind; offices: FreeLegalHelpProvider[] }[] {
  return (['pao', 'ibp'] as const).map((kind) => {
    const all = FREE_LEGAL_HELP.filter((p) => p.kind === kind && p.region === place.region);
    // A region without an office of the kind: the national one, which refers to the nearest (PAO's, the IBP's).
    const national = FREE_LEGAL_HELP.filter((p) => p.id === (kind === 'pao' ? 'pao-central' : 'ibp-ncla'));
    const sorted = all.length ? [...all.filter((p) => p.city === place.label), ...all.filter((p) => p.city !== place.label)] : national;
    return { kind, offices: sorted.slice(0, REGION_OFFICES_SHOWN) };
  });
}
