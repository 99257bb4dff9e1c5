import { isListed, listingBlockers, type ListingFacts } from './listing';

const LISTED: ListingFacts = { isPublic: true, complete: true, ibpVerified: true, hiddenByAdmin: false, disabled: false };

describe('listing rule', () => {
  it('lists only a public, complete, IBP-verified profile that moderation did not hide, of an account that is not disabled', () => {
    expect(isListed(LISTED)).toBe(true);
    expect(listingBlockers(LISTED)).toEqual([]);
    for (const [fact, blocker] of [
      [{ isPublic: false }, 'private'],
      [{ complete: false }, 'incomplete'],
      [{ ibpVerified: false }, 'unverified'],
      [{ hiddenByAdmin: true }, 'hidden_by_admin'],
      [{ disabled: true }, 'disabled'],
    ] as const) {
      expect(isListed({ ...LISTED, ...fact })).toBe(false);
      expect(listingBlockers({ ...LISTED, ...fact })).toEqual([blocker]);
    }
  });

  it('names every blocker, moderation first', () => {
    expect(listingBlockers({ isPublic: false, complete: false, ibpVerified: false, hiddenByAdmin: true, disabled: true })).toEqual([
      'hidden_by_admin',
      'disabled',
      'private',
      'incomplete',
      'unverified',
    ]);
  });
});
