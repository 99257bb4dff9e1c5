import { aliasArea, findAreaAlias, TOPIC_ALIASES, type AliasTopic, type AreaAlias } from '@/lib/reference/area-aliases';
import { AREAS_OF_PRACTICE, findAreaBySlug, type AreaOfPractice } from '@/lib/reference/areas';
import { findSeoRegionBySlug, SEO_REGIONS, type SeoRegion } from '@/lib/reference/regions';

// Titles, descriptions, headings and intros of the /lawyers-online/{area}[/{region}] landing pages,
// built from the SEO lists (spec §3) so all 234 area pages, and the pages of the topic aliases
// ("family", "annulment", "inheritance": lib/reference/area-aliases.ts), say something distinct.

/** `alias`: a topic alias's page, which lists lawyers of `area` (its problem's first). */
export type LandingKey = { area: AreaOfPractice; region?: SeoRegion; alias?: AreaAlias & { topic: AliasTopic } };

/** What a page is about: the area, or the topic of the alias. */
export type LandingTopic = { slug: string; label: string; seoTitle: string; description: string };

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

/** "the Philippines", "Metro Manila", "Cebu City". */
export function placeName(region: SeoRegion): string {
  return region.queryRegion === '' ? 'the Philippines' : region.label;
}

/** The lawyer noun used in running text: "civil law lawyers", "tax lawyers". */
function lawyersNoun(area: LandingTopic): string {
  return area.seoTitle.toLowerCase();
}

function withArticle(noun: string): string {
  return `${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun}`;
}

function lawyerCount(total: number | undefined, area: LandingTopic): string {
  if (total === undefined) return `IBP-verified ${lawyersNoun(area)}`;
  return `${total} IBP-verified ${total === 1 ? lawyersNoun(area).replace(/s$/, '') : lawyersNoun(area)}`;
}

function scopeSentence(region: SeoRegion | undefined): string {
  if (!region || region.queryRegion === '') return 'Lawyers from all 18 regions of the Philippines are listed.';
  if (region.city) return `${region.label} is in ${region.queryRegion}, so lawyers based anywhere in ${region.queryRegion} are listed.`;
  return `Lawyers based in ${region.queryRegion} are listed.`;
}

export function buildLandingCopy(key: LandingKey, total?: number): LandingCopy {
  const { region } = key;
  const area = landingTopic(key);
  const path = landingPath(key);
  const count = lawyerCount(total, area);
  if (!region) {
    return {
      path,
      title: `${area.seoTitle} Online – Book a Consultation`,
      description: `Book a video or phone consultation with ${count} in the Philippines. Compare ratings, experience, languages and fees up front, from home or abroad.`,
      h1: `${area.seoTitle} Online`,
      intro: [
        area.description,
        `Compare ${count}, see their fee for 30 or 60 minutes before you book, and talk to them by video or phone from anywhere. ${scopeSentence(region)}`,
      ],
      scope: 'the Philippines',
    };
  }
  const place = placeName(region);
  return {
    path,
    title: `${area.seoTitle} in ${place} – Book Online`,
    description: `Find ${count} serving ${place}. Compare ratings, languages and fees, then book a private video or phone consultation online.`,
    h1: `${area.seoTitle} in ${place}`,
    intro: [
      `Looking for ${withArticle(lawyersNoun(area).replace(/s$/, ''))} in ${place}? ${scopeSentence(region)} Each one shows a fee for a 30- and a 60-minute consultation, and you can talk by video or phone without leaving home.`,
      area.description,
    ],
    scope: region.queryRegion || 'the Philippines',
  };
}

/** Every landing page key: 9 area pages and 9 × 25 area-region pages (234), then the same for each topic alias. */
export function listLandingKeys(): LandingKey[] {
  return landingSlugs().flatMap((slug) => {
    const topic = resolveTopic(slug)!;
    return [topic, ...SEO_REGIONS.map((region) => ({ ...topic, region }))];
  });
}
