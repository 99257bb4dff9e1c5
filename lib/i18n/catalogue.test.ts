import { argumentsOf, flatten } from '@/lib/test/catalogue-shape';
import { LOCALES } from './config';
import { CATALOGUES, type Namespace } from './messages';

const namespaces = Object.keys(CATALOGUES.en) as Namespace[];

describe('message catalogues (issue 40)', () => {
  it('reads the arguments of a message (the check below relies on it)', () => {
    expect(argumentsOf('{count, plural, one {# lawyer near {city}} other {# lawyers}} for {name}')).toEqual(['city', 'count', 'name']);
    expect(argumentsOf('No arguments')).toEqual([]);
    expect(argumentsOf('{count, plural, one {Filter (#)} other {Filters (#)}}')).toEqual(['count']);
  });

  it('has the same namespaces in every language', () => {
    for (const locale of LOCALES) expect(Object.keys(CATALOGUES[locale]).sort()).toEqual([...namespaces].sort());
  });

  describe.each(namespaces)('%s', (namespace) => {
    const en = flatten(CATALOGUES.en[namespace]);
    const fil = flatten(CATALOGUES.fil[namespace]);

    it('has every key in both languages', () => {
      expect(Object.keys(fil).filter((key) => !(key in en))).toEqual([]);
      expect(Object.keys(en).filter((key) => !(key in fil))).toEqual([]);
    });

    it('has no empty message', () => {
      for (const [locale, messages] of [
        ['en', en],
        ['fil', fil],
      ] as const) {
        expect(
          Object.entries(messages)
            .filter(([, text]) => !text.trim())
            .map(([key]) => `${locale}:${key}`),
        ).toEqual([]);
      }
    });

    it('uses the same arguments in both languages, each message valid ICU', () => {
      const differing = Object.keys(en)
        .filter((key) => key in fil)
        .filter((key) => argumentsOf(en[key]).join() !== argumentsOf(fil[key]).join());
      expect(differing).toEqual([]);
    });
  });

  it('writes Filipino, not English again (fewer than a quarter of messages equal)', () => {
    const all = namespaces.flatMap((namespace) => {
      const en = flatten(CATALOGUES.en[namespace]);
      const fil = flatten(CATALOGUES.fil[namespace]);
      return Object.keys(en).map((key) => [en[key], fil[key]] as const);
    });
    const same = all.filter(([en, fil]) => en === fil && /[a-z]{4,}\s+[a-z]{3,}/i.test(en));
    expect(same.length).toBeLessThan(all.length / 4);
  });
});
