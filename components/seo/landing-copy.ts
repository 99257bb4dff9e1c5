import { areaLawyers, areaTitle, type Text } from '@/components/search/names';
import { aliasArea, findAreaAlias, TOPIC_ALIASES, type AliasTopic, type AreaAlias } from '@/lib/reference/area-aliases';
import { AREAS_OF_PRACTICE, findAreaBySlug, type AreaOfPractice } from '@/lib/reference/areas';
import { findSeoRegionBySlug, SEO_REGIONS, type SeoRegion } from '@/lib/reference/regions';

// Titles, descriptions, headings and intros of the /lawyers-online/{area}[/{region}] landing pages,
// built from the SEO lists (spec §3) so all 234 area pages, and the pages of the topic aliases
// ("family", "annulment", "inheritance": lib/reference/area-aliases.ts), say something distinct — in
// each language (issue 40): the words are the catalogues', `search` for the names the client islands
// share (areas.<slug>) and `home` for the server's own (landing.*, topics.<slug>: the long texts
// stay out of the browser).

/** `alias`: a topic alias's page, which lists lawyers of `area` (its problem's first). */
export type LandingKey = { area: AreaOfPractice; region?: SeoRegion; alias?: AreaAlias & { topic: AliasTopic } };

/** What a page is about: the area, or the topic of the alias. */
export type LandingTopic = { slug: string; label: string; seoTitle: string; description: string };

/** The page's language: its `home` and `search` namespaces. */
export type LandingText = { home: Text; search: Text };

export function landingTopic({ area, alias }: LandingKey): LandingTopic {
  return alias ? { slug: alias.slug, ...alias.topic } : area;
}

/** The first path segments of the landing pages: the nine areas, then the topic aliases. */
export function landingSlugs(): string[] {
  return [...AREAS_OF_PRACTICE.map((area) => area.slug), ...TOPIC_ALIASES.map((alias) => alias.slug)];
}

function resolveTopic(slug: string): Pick<LandingKey, 'area' | 'alias'> | undefined {
  const area = findAreaBySlug(slug);
  if (area) return { area };
  const alias = findAreaAlias(slug);
  return alias?.topic ? { area: aliasArea(alias), alias: { ...alias, topic: alias.topic } } : undefined;
}

export type LandingCopy = {
  /** The path without a language prefix (`/lawyers-online/family`); localePath adds it. */
  path: string;
  title: string;
  description: string;
  h1: string;
  intro: string[];
  /** Where the lawyers shown come from (the region mapped through queryRegion). */
  scope: string;
};

export function resolveLanding(areaSlug: string, regionSlug?: string): LandingKey | undefined {
  const topic = resolveTopic(areaSlug);
  if (!topic) return undefined;
  if (regionSlug === undefined) return topic;
  const region = findSeoRegionBySlug(regionSlug);
  return region ? { ...topic, region } : undefined;
}

export function landingPath(key: LandingKey): string {
  const { slug } = landingTopic(key);
  return key.region ? `/lawyers-online/${slug}/${key.region.slug}` : `/lawyers-online/${slug}`;
}

/** "the Philippines" ("Pilipinas"), "Metro Manila", "Cebu City": cities and regions are proper names. */
export function placeName(region: SeoRegion, t: LandingText): string {
  return region.queryRegion === '' ? t.home('landing.philippines') : region.label;
}

/** "12 IBP-verified family lawyers", "1 IBP-verified tax lawyer", or without a number before the count is known. */
function lawyerCount(total: number | undefined, slug: string, t: LandingText): string {
  if (total === undefined) return t.home('landing.countUnknown', { lawyers: areaLawyers(t.search, slug) });
  return t.home('landing.count', { count: total, lawyers: areaLawyers(t.search, slug, total) });
}

function scopeSentence(region: SeoRegion | undefined, t: LandingText): string {
  if (!region || region.queryRegion === '') return t.home('landing.scopeAll');
  if (region.city) return t.home('landing.scopeCity', { city: region.label, region: region.queryRegion });
  return t.home('landing.scopeRegion', { region: region.queryRegion });
}

export function buildLandingCopy(key: LandingKey, total: number | undefined, t: LandingText): LandingCopy {
  const { region } = key;
  const { slug } = landingTopic(key);
  const path = landingPath(key);
  const count = lawyerCount(total, slug, t);
  const title = areaTitle(t.search, slug);
  const description = t.home(`topics.${slug}.description`);
  if (!region) {
    return {
      path,
      title: t.home('landing.titleCountry', { title }),
      description: t.home('landing.descriptionCountry', { count }),
      h1: t.home('landing.h1Country', { title }),
      intro: [description, t.home('landing.introCountry', { count, scope: scopeSentence(region, t) })],
      scope: t.home('landing.philippines'),
    };
  }
  const place = placeName(region, t);
  return {
    path,
    title: t.home('landing.titleRegion', { title, place }),
    description: t.home('landing.descriptionRegion', { count, place }),
    h1: t.home('landing.h1Region', { title, place }),
    intro: [
      t.home('landing.introRegion', { aLawyer: t.home(`topics.${slug}.aLawyer`), place, scope: scopeSentence(region, t) }),
      description,
    ],
    scope: region.queryRegion || t.home('landing.philippines'),
  };
}

/** Every landing page key: 9 area pages and 9 × 25 area-region pages (234), then the same for each topic alias. */
export function listLandingKeys(): LandingKey[] {
  return landingSlugs().flatMap((slug) => {
    const topic = resolveTopic(slug)!;
    return [topic, ...SEO_REGIONS.map((region) => ({ ...topic, region }))];
  });
}
