import type { ListingBlocker } from '@/lib/rules/listing';

/** The English of `editor.listing.*`, for a caller without the editor catalogue (the portal's home, for now). */
const ENGLISH = {
  listed: 'Public: clients can find and book you.',
  hiddenByAdmin: 'Your profile is hidden by an administrator: clients cannot find or book you until it is restored.',
  disabled: 'Your account is disabled: clients cannot find or book you.',
  privateIncomplete: 'Hidden. Clients can find you once every item of the checklist is done and your profile is public.',
  private: 'Hidden: only you can see this profile. Make it public so clients can find you.',
  incomplete: 'Clients cannot see you until the checklist is complete again.',
  pending: 'Public, and listed as soon as your IBP membership is verified.',
} as const;

type ListingFacts = { listed: boolean; listing_blockers: ListingBlocker[] };

/**
 * Which sentence tells a lawyer whether clients can find them, from the facts the server sent
 * (`listed`, `listing_blockers`, lib/rules/listing.ts) — never from the profile's fields again.
 */
function listingNoteKey({ listed, listing_blockers: blockers }: ListingFacts): keyof typeof ENGLISH {
  if (listed) return 'listed';
  const has = (b: ListingBlocker) => blockers.includes(b);
  if (has('hidden_by_admin')) return 'hiddenByAdmin';
  if (has('disabled')) return 'disabled';
  if (has('private') && has('incomplete')) return 'privateIncomplete';
  if (has('private')) return 'private';
  if (has('incomplete')) return 'incomplete';
  return 'pending';
}

/** The sentence: through `t` (the `editor` namespace's translator) when given, else in English. */
export function listingNote(facts: ListingFacts, t?: (key: string) => string): string {
  const key = listingNoteKey(facts);
  return t ? t(`listing.${key}`) : ENGLISH[key];
}
