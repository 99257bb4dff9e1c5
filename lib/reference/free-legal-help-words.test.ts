import { asksForFreeLegalHelp } from './free-legal-help-words';

describe('asksForFreeLegalHelp', () => {
  it.each([
    'tulong legal',
    'Libreng abogado',
    'libreng tulong',
    'PAO',
    'pao office near me',
    "Public Attorney's Office",
    'free lawyer',
    'free legal advice',
    "I can't afford a lawyer",
    'walang pambayad sa abogado',
    'legal aid',
    'pro bono annulment',
    'public atto',
    'libreng ab',
  ])('hears "%s" as a request for free legal help', (text) => {
    expect(asksForFreeLegalHelp(text)).toBe(true);
  });

  it.each(['annulment', 'legal separation', 'legal', 'free', 'sustento', 'land title', 'paolo', 'tulong sa sustento', ''])(
    'leaves "%s" to the lawyer search',
    (text) => {
      expect(asksForFreeLegalHelp(text)).toBe(false);
    },
  );
});
