import type { ListingBlocker } from '@/lib/rules/listing';

/**
 * The sentence that tells a lawyer whether clients can find them, from the facts the server sent
 * (`listed`, `listing_blockers`, lib/rules/listing.ts) — never from the profile's fields again.
 */
export function listingNote({ listed, listing_blockers: blockers }: { listed: boolean; listing_blockers: ListingBlocker[] }): string {
  if (listed) return 'Public: clients can find and book you.';
  const has = (b: ListingBlocker) => blockers.includes(b);
  if (has('hidden_by_admin')) return 'Your profile is hidden by an administrator: clients cannot find or book you until it is restored.';
  if (has('disabled')) return 'Your account is disabled: clients cannot find or book you.';
  if (has('private') && has('incomplete'))
    return 'Hidden. Clients can find you once every item of the checklist is done and your profile is public.';
  if (has('private')) return 'Hidden: only you can see this profile. Make it public so clients can find you.';
  if (has('incomplete')) return 'Clients cannot see you until the checklist is complete again.';
  return 'Public, and listed as soon as your IBP membership is verified.';
}
