import { countLabel } from './plural';
import { ratingLabel, ratingParts } from './rating';

describe('countLabel: the one plural rule', () => {
  it('is singular for exactly one, plural otherwise (zero included)', () => {
    expect(countLabel(1, 'review')).toBe('1 review');
    expect(countLabel(0, 'review')).toBe('0 reviews');
    expect(countLabel(12, 'review')).toBe('12 reviews');
    expect(countLabel(3, 'notary public', 'notaries public')).toBe('3 notaries public');
  });
});

describe('rating text (issue 17)', () => {
  it('says "New" for a lawyer without reviews, never "0.0 (0 reviews)"', () => {
    expect(ratingLabel(0, 0)).toBe('New');
    expect(ratingParts(0, 0)).toBeNull();
  });
  it('gives one decimal and a singular "review" for one review', () => {
    expect(ratingLabel(5, 1)).toBe('5.0 (1 review)');
    expect(ratingLabel(4.567, 12)).toBe('4.6 (12 reviews)');
  });
});
