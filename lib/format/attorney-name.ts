/**
 * A lawyer's name with the title once: "Atty. Ana Reyes" from "Ana Reyes" or from "Atty. Ana Reyes"
 * (a notary's public name carries the title already — the editor fills it in — a lawyer's does not).
 */
export function attorneyName(name: string): string {
  const bare = name.trim().replace(/^Atty\.?\s+/i, '');
  return `Atty. ${bare}`;
}
