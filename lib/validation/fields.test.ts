import { isDayString, isInstantString, optionalText, requiredText } from './fields';

describe('shared date and text building blocks', () => {
  it.each([
    ['2027-02-28', true],
    ['2028-02-29', true],
    ['2027-02-29', false],
    ['2027-02-30', false],
    ['2027-04-31', false],
    ['2027-13-01', false],
    ['0000-01-01', false],
    ['1899-12-31', false],
    ['2027-2-3', false],
  ])('day %s → %s', (value, ok) => expect(isDayString(value)).toBe(ok));

  it.each([
    ['2027-02-28T10:00:00Z', true],
    ['2027-02-28T10:00:00.123Z', true],
    ['2027-02-28T10:00+08:00', true],
    ['2027-02-30T10:00:00Z', false],
    ['0000-01-01T00:00:00Z', false],
    ['2027-02-28T24:00:00Z', false],
    ['2027-02-28T10:00:00', false],
    ['2027-02-28 10:00:00Z', false],
    ['+275760-09-13T00:00:00Z', false],
  ])('instant %s → %s', (value, ok) => expect(isInstantString(value)).toBe(ok));

  it('text refuses NUL', () => {
    expect(requiredText(10).safeParse('a\u0000b').success).toBe(false);
    expect(optionalText(10).safeParse('a\u0000b').success).toBe(false);
    expect(requiredText(10).parse('  ok ')).toBe('ok');
  });
});
