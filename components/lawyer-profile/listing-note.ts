import type { ListingBlocker } from '@/lib/rules/listing';

/** The sentences of `editor.listing.*`. */
type ListingNoteKey = 'listed' | 'hiddenByAdmin' | 'disabled' | 'privateIncomplete' | 'private' | 'incomplete' | 'pending';

type ListingFacts = { listed: boolean; listing_blockers: ListingBlocker[] };

/**
 * Which sentence tells a lawyer whether clients can find them, from the facts the server sent
 * (`listed`, `listing_blockers`, lib/rules/listing.ts) — never from the profile's fields again.
 */
function listingNoteKey({ listed, listing_blockers: blockers }: ListingFacts): ListingNoteKey {
  if (listed) return 'listed';
  const has = (b: ListingBlocker) => blockers.includes(b);
  if (has('hidden_by_admin')) return 'hiddenByAdmin';
  if (has('disabled')) return 'disabled';
  if (has('private') && has('incomplete')) return 'privateIncomplete';
  if (has('private')) return 'private';
  if (has('incomplete')) return 'incomplete';
  return 'pending';
}

/** The sentence, through `t` (the `editor` namespace's translator: useT or textFor). */
export function listingNote(facts: ListingFacts, t: (key: `listing.${ListingNoteKey}`) => string): string {
  return t(`listing.${listingNoteKey(facts)}`);
}
