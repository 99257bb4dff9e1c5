/** Who a person whose name was nothing but links is to the reader. */
export const NAMELESS = { client: 'Client', lawyer: 'Lawyer' } as const;

/**
 * A person's name as it may appear in a text or an e-mail to someone else (issue 38: a client named
 * "Pay-now-at-evil.example/refund" had it texted to their lawyer as is). A name is whatever its owner
 * typed, so every word of it that could be followed — a link, a web or e-mail address, anything that
 * reads as a domain, a path, or digits (a number to call) — is left out; the words of
 * an ordinary name stay as they are. When nothing is left, `fallback` stands in (NAMELESS: the role).
 *
 * Any dotted word counts as a domain, not only those of the public suffix list: reserved and new
 * top-level domains ("evil.example") are links to a reader too, and a real name rarely has a dot
 * inside a word ("Ma. Clara" keeps its space and is kept).
 */
export function nameInMessage(name: string, fallback: string): string {
  const kept = name
    .normalize('NFKC')
    // Dots written so a filter misses them: "evil[.]example", "evil(dot)example", the ideographic full stop.
    .replace(/[[({]\s*(?:\.|dot)\s*[\])}]|[。｡︒]/giu, '.')
    .replace(/\p{Cc}|\p{Cf}/gu, ' ')
    .split(/\s+/)
    // A word without a letter ("." of "evil . example", "-") says nothing of a name.
    .filter((word) => /\p{L}/u.test(word) && !readsAsLink(word));
  return kept.length ? kept.join(' ') : fallback;
}

/** A word of a name that is, or hides, something to follow. */
function readsAsLink(word: string): boolean {
  return (
    /:\/\/|^www\./i.test(word) ||
    /[@/\\]/.test(word) ||
    // label.label with a tail of two or more letters: "evil.example", "bit.ly", "pay-now.ph".
    /[\p{L}\p{N}]\.[\p{L}\p{N}-]*\p{L}[\p{L}\p{N}-]*\p{L}/u.test(word) ||
    // Digits: a phone number, however it is split into words ("0917 123 4567"); names have none.
    /\p{N}/u.test(word)
  );
}
