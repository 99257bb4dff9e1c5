/**
 * "1 review", "2 reviews", "0 reviews": the one plural rule for counted nouns in English copy.
 * Irregular plurals are passed in ("1 notary public", "3 notaries public").
 */
export function countLabel(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}
