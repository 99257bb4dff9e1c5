import { findAreaBySlug, type AreaOfPractice, type AreaValue } from './areas';

/**
 * The words people search with are not our nine area names: nobody looks for a "civil law lawyer"
 * to get an annulment, they look for a "family lawyer". An alias names the area (and the legal
 * problem) such a word stands for, and the words themselves (English, Filipino, Taglish), which the
 * legal-problem search also reads (legalProblemSearchText).
 *
 * An alias with a `topic` has landing pages of its own (/lawyers-online/family/metro-manila): its own
 * heading and copy, the lawyers who list its problems first, its problems as ready searches — a
 * different page, so it is its own canonical page and is in the sitemap. An alias without one is
 * only another name for the area: its paths answer 308 to the area's pages (aliasRedirectPath), so
 * no two URLs in the sitemap show the same page.
 */
export type AreaAlias = {
  slug: string;
  area: AreaValue;
  /** The legal problem the word stands for: searched first on its pages, and found by its words. */
  legalProblemId: number;
  words: string[];
  topic?: AliasTopic;
};

export type AliasTopic = {
  label: string;
  seoTitle: string;
  description: string;
  /** The problems listed on its pages as ready searches. */
  problemIds: number[];
};

export const AREA_ALIASES: AreaAlias[] = [
  {
    slug: 'family',
    area: 'civil',
    legalProblemId: 0,
    words: ['family lawyer', 'family law', 'family case', 'pamilya', 'asawa', 'anak', 'hiwalayan'],
    topic: {
      label: 'Family',
      seoTitle: 'Family Lawyers',
      problemIds: [34, 35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46],
      description:
        'Family law in the Philippines is the Family Code (EO 209) with the Civil Code: marriage and its annulment or declaration of nullity, legal separation (there is no divorce between two Filipinos), recognition of a foreign divorce, custody and visitation, child and spousal support (sustento), adoption, legitimation and the property of spouses. Many family cases are filed before the Family Courts (RA 8369); a family lawyer explains your options, drafts the petition or the agreement and represents you at mediation and in court.',
    },
  },
  {
    slug: 'annulment',
    area: 'civil',
    legalProblemId: 34,
    words: ['annulment lawyer', 'annul', 'pa-annul', 'pagpapawalang-bisa ng kasal', 'nullity', 'psychological incapacity'],
    topic: {
      label: 'Annulment',
      seoTitle: 'Annulment Lawyers',
      problemIds: [34, 35, 36, 45, 47],
      description:
        'A marriage in the Philippines ends in court only: by a declaration of nullity of a void marriage (Art. 35–38 and 53 of the Family Code, most often psychological incapacity under Art. 36) or by the annulment of a voidable one (Art. 45), or — for a Filipino married to a foreigner — by recognising a foreign divorce. An annulment lawyer weighs which ground fits your facts, prepares the petition and the psychological evaluation, and takes you through the hearings, the decision and its registration with the civil registry and the PSA.',
    },
  },
  {
    slug: 'inheritance',
    area: 'civil',
    legalProblemId: 52,
    words: ['inheritance lawyer', 'mana', 'manahin', 'hatian ng mana', 'tagapagmana', 'estate of the deceased', 'heirs'],
    topic: {
      label: 'Inheritance',
      seoTitle: 'Inheritance Lawyers',
      problemIds: [49, 50, 51, 52],
      description:
        'Succession in the Philippines is governed by the Civil Code: compulsory heirs (the spouse and the legitimate and illegitimate children) receive their legitime whatever a will says, and an estate without a will is divided by intestate succession. Heirs who agree settle the estate extrajudicially under Rule 74 of the Rules of Court, with publication and the estate tax paid to the BIR; a will must be probated in court. An inheritance lawyer settles the estate, drafts the deed of partition and resolves disputes among heirs.',
    },
  },
  { slug: 'land', area: 'land-issues', legalProblemId: 4, words: ['land case', 'land lawyer', 'lupa', 'kaso sa lupa', 'titulo ng lupa'] },
  { slug: 'property', area: 'land-issues', legalProblemId: 4, words: ['property lawyer', 'real estate lawyer', 'ari-arian'] },
  {
    slug: 'labor-case',
    area: 'labor',
    legalProblemId: 2,
    words: ['labor case', 'labor lawyer', 'kaso sa trabaho', 'employment lawyer', 'sinisante', 'natanggal sa trabaho'],
  },
  { slug: 'employment', area: 'labor', legalProblemId: 2, words: ['employment case', 'employer', 'amo'] },
  { slug: 'criminal-case', area: 'criminal', legalProblemId: 6, words: ['criminal case', 'kasong kriminal', 'demanda', 'nakulong'] },
  { slug: 'business', area: 'corporate', legalProblemId: 3, words: ['business lawyer', 'negosyo', 'kompanya'] },
  { slug: 'tax', area: 'taxation', legalProblemId: 5, words: ['tax lawyer', 'tax case', 'buwis'] },
  { slug: 'visa', area: 'immigration', legalProblemId: 7, words: ['visa lawyer', 'immigration lawyer', 'dayuhan'] },
];

export function findAreaAlias(slug: string): AreaAlias | undefined {
  return AREA_ALIASES.find((alias) => alias.slug === slug);
}

/** The aliases with landing pages of their own. */
export const TOPIC_ALIASES = AREA_ALIASES.filter((alias): alias is AreaAlias & { topic: AliasTopic } => alias.topic !== undefined);

/** The area an alias stands for (every alias names one of AREAS_OF_PRACTICE; reference.test.ts holds it). */
export function aliasArea(alias: AreaAlias): AreaOfPractice {
  return findAreaBySlug(alias.area)!;
}

/**
 * `/lawyers-online/land/metro-manila` → `/lawyers-online/land-issues/metro-manila`: the 308 target of
 * a path under an alias without pages of its own, or null for any other path.
 */
export function aliasRedirectPath(pathname: string): string | null {
  const match = /^\/lawyers-online\/([^/]+)(\/[^/]+)?\/?$/.exec(pathname);
  if (!match) return null;
  const alias = findAreaAlias(match[1]);
  if (!alias || alias.topic) return null;
  return `/lawyers-online/${alias.area}${match[2] ?? ''}`;
}
