import { normalizeSearchText } from './legal-problems';

/**
 * Words of someone who cannot pay for a lawyer, in English, Filipino and Taglish: "tulong legal",
 * "libreng abogado", "PAO", "public attorney", "free lawyer", "can't afford". Written after
 * normalizeSearchText (lower case, no accents) with punctuation read as a space.
 */
const PHRASES = [
  'pao',
  'public attorney',
  'public attorneys',
  'public attorneys office',
  'public defender',
  'free lawyer',
  'free lawyers',
  'free attorney',
  'free abogado',
  'free legal',
  'free consultation',
  'legal aid',
  'pro bono',
  'probono',
  'libre',
  'libreng',
  'tulong legal',
  'legal na tulong',
  'tulong ligal',
  'tulong sa batas',
  'walang pambayad',
  'walang pambayad sa abogado',
  'walang pera',
  'cant afford',
  'cannot afford',
  'can not afford',
  'no money for a lawyer',
  'indigent',
];

/** The words as a search box holds them: lower case, no accents, punctuation ("attorney's", "can't") as spaces. */
function words(text: string): string {
  return normalizeSearchText(text)
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/**
 * Whether a search asks for free legal help: it holds one of the phrases as whole words, or is the
 * start of one being typed ("public atto", "libreng ab"). One rule for the legal-issue combobox (in
 * the browser) and the search page (on the server).
 */
export function asksForFreeLegalHelp(text: string): boolean {
  const typed = words(text);
  if (!typed) return false;
  const padded = ` ${typed} `;
  // A half-typed word counts once it is the second word of a phrase or most of a one-word phrase,
  // so "legal" (of "legal separation") and "free" alone do not.
  const typing = (phrase: string) => typed.length >= 4 && phrase.startsWith(typed) && (typed.includes(' ') || !phrase.includes(' '));
  return PHRASES.some((phrase) => padded.includes(` ${phrase} `) || typing(phrase));
}
