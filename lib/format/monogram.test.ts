import { MONOGRAM_COLOURS, monogramOf } from './monogram';

/** WCAG 2 contrast ratio of two sRGB colours written #rrggbb. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5]
      .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
      .map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

describe('monogramOf', () => {
  it('writes the first and last initials, without the title', () => {
    expect(monogramOf('Ana Reyes').initials).toBe('AR');
    expect(monogramOf('Atty. Juan dela Cruz').initials).toBe('JC');
    expect(monogramOf('John Paul Santos').initials).toBe('JS');
    expect(monogramOf('Ñora  Ong').initials).toBe('ÑO');
    expect(monogramOf('Cher').initials).toBe('C');
    expect(monogramOf('  ').initials).toBe('?');
  });

  it('gives a name the same colour every time, with or without the title', () => {
    expect(monogramOf('Maria Santos')).toEqual(monogramOf('Maria Santos'));
    expect(monogramOf('Atty. Maria Santos').background).toBe(monogramOf('Maria Santos').background);
  });

  it('spreads names over the palette', () => {
    const names = ['Maria Santos', 'Jose Reyes', 'Ana Cruz', 'Ramon Bautista', 'Liza Ocampo', 'Paolo Garcia', 'Grace Tan', 'Noel Lim'];
    expect(new Set(names.map((n) => monogramOf(n).background)).size).toBeGreaterThanOrEqual(5);
  });

  it('keeps every colour readable: WCAG AA (4.5:1) for its text', () => {
    for (const colour of MONOGRAM_COLOURS) expect(contrast(colour, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrast(monogramOf('Maria Santos').background, monogramOf('Maria Santos').color)).toBeGreaterThanOrEqual(4.5);
  });
});
