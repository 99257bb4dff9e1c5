/**
 * A person without a picture is shown as a monogram: their initials on a colour drawn from their
 * name. The colour is a pure function of the name, so a lawyer has the same colour on every card,
 * profile and header, on the server and in the browser, in every session.
 */

// Tailwind's 700 shades: each carries white text above WCAG AA's 4.5:1 for normal text (checked in
// monogram.test.ts), and they stay distinct from one another at a glance.
export const MONOGRAM_COLOURS = [
  '#b91c1c', // red
  '#c2410c', // orange
  '#a16207', // amber-brown
  '#4d7c0f', // lime
  '#15803d', // green
  '#0f766e', // teal
  '#0e7490', // cyan
  '#1d4ed8', // blue
  '#4338ca', // indigo
  '#6d28d9', // violet
  '#a21caf', // fuchsia
  '#be185d', // pink
] as const;
const MONOGRAM_TEXT = '#ffffff';

export type Monogram = { initials: string; background: (typeof MONOGRAM_COLOURS)[number]; color: typeof MONOGRAM_TEXT };

/** The name as a person reads it: no "Atty." title, single spaces. */
function words(name: string): string[] {
  return name
    .replace(/^\s*Atty\.?\s+/i, '')
    .split(/\s+/)
    .filter((w) => /\p{L}/u.test(w));
}

/** "Ana Reyes" → "AR", "Juan dela Cruz" → "JC", "Atty. Ana" → "A"; no letters → "?". */
function initialsOf(name: string): string {
  const all = words(name);
  const picked = all.length > 1 ? [all[0], all[all.length - 1]] : all;
  const letters = picked.map((w) =>
    Array.from(w)
      .find((c) => /\p{L}/u.test(c))!
      .toLocaleUpperCase('en'),
  );
  return letters.join('') || '?';
}

/** FNV-1a over the normalised name: tiny, stable, and spreads similar names over the palette. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (const ch of text) {
    h ^= ch.codePointAt(0)!;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

export function monogramOf(name: string): Monogram {
  const key = words(name).join(' ').toLocaleLowerCase('en');
  return { initials: initialsOf(name), background: MONOGRAM_COLOURS[hash(key) % MONOGRAM_COLOURS.length], color: MONOGRAM_TEXT };
}
