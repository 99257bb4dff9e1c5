/**
 * Whether clients can find and book a lawyer, and what stops it — the one rule, shared by the
 * server (which sends `listed` and `listing_blockers` with the lawyer's own profile) and the
 * portal (which renders them). The SQL form of the same rule is `listedLawyerSql`
 * (lib/server/lawyers/listed-lawyer.ts); listed-lawyer.test.ts checks that the two agree.
 */
export type ListingFacts = {
  isPublic: boolean;
  /** Every completeness item done (basic info, banking, availability, work experience, education). */
  complete: boolean;
  ibpVerified: boolean;
  /** Hidden by moderation in the admin console. */
  hiddenByAdmin: boolean;
  /** The account is disabled. */
  disabled: boolean;
};

/** What keeps a profile out of search, in the order the lawyer should read them. */
const LISTING_BLOCKERS = ['hidden_by_admin', 'disabled', 'private', 'incomplete', 'unverified'] as const;
export type ListingBlocker = (typeof LISTING_BLOCKERS)[number];

export function listingBlockers(f: ListingFacts): ListingBlocker[] {
  const holds: Record<ListingBlocker, boolean> = {
    hidden_by_admin: f.hiddenByAdmin,
    disabled: f.disabled,
    private: !f.isPublic,
    incomplete: !f.complete,
    unverified: !f.ibpVerified,
  };
  return LISTING_BLOCKERS.filter((b) => holds[b]);
}

export function isListed(f: ListingFacts): boolean {
  return listingBlockers(f).length === 0;
}
