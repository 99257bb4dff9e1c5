import type { LegalProblem } from '@/lib/reference/legal-problems';

/**
 * One namespace's translator, as the server's (textFor) and the client's (useT) both are: the pure
 * helpers of the search and the landing pages take one, so they run in either place.
 */
export type Text = (key: string, values?: Record<string, string | number>) => string;

/**
 * Area and topic names (issue 40) live in the `search` namespace keyed by slug (`areas.civil.label`),
 * not in lib/reference: the client islands need them in the page's language.
 */
export const areaLabel = (t: Text, slug: string) => t(`areas.${slug}.label`);
export const areaTitle = (t: Text, slug: string) => t(`areas.${slug}.title`);
/** "civil law lawyers", "1 civil law lawyer": the area's lawyers in running text (Filipino nouns do not inflect). */
export const areaLawyers = (t: Text, slug: string, count = 2) => t(`areas.${slug}.lawyers`, { count });

/** A combobox group's heading: Most Common, or the area its problems belong to. */
export function groupLabel(t: Text, group: { label: string; problems: Pick<LegalProblem, 'value'>[] }): string {
  if (group.label === 'Most Common') return t('problems.mostCommon');
  const area = group.problems[0]?.value[0];
  return area ? areaLabel(t, area) : group.label;
}

/**
 * A server translator (textFor, translator) as a Text. Its keys are typed, and the helpers build
 * theirs from slugs and ids (`areas.${slug}.label`): the catalogue test holds those instead.
 */
export function asText(t: (key: never, values?: never) => string): Text {
  return t as unknown as Text;
}
