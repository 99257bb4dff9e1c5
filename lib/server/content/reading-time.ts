import 'server-only';
/** Average adult silent-reading speed for non-fiction (Brysbaert 2019: ~238 wpm); rounded down for legal text. */
export const WORDS_PER_MINUTE = 200;

export function countWords(text: string): number {
  const words = text
    // Markdown punctuation and link targets are not read aloud.
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/[#>*_`|[\]-]+/g, ' ')
    .match(/[\p{L}\p{N}][\p{L}\p{N}'’.,₱%]*/gu);
  return words ? words.length : 0;
}

/** Whole minutes, at least one. */
export function readingTimeMinutes(text: string): number {
  return Math.max(1, Math.ceil(countWords(text) / WORDS_PER_MINUTE));
}
