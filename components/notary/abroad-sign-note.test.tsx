import { renderToStaticMarkup } from 'react-dom/server';
import { translator } from '@/lib/i18n/translator';
import { PersonalAppearanceNote } from '@/app/[locale]/(site)/notary-public/_components/personal-appearance-note';

// Issue 63: every notary page's personal-appearance note tells a visitor abroad where to sign instead,
// linking the explainer in the page's language.

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

it('says a notary here cannot notarize for someone abroad: a consul, or a notary there and an apostille, with the explainer (en)', () => {
  const html = renderToStaticMarkup(<PersonalAppearanceNote t={translator('en', 'notary') as never} locale="en" />);
  expect(text(html)).toContain('If you are abroad: a notary here cannot notarize for you');
  expect(text(html)).toContain('before a Philippine consul at the embassy or consulate');
  expect(text(html)).toContain('apostilled');
  expect(html).toContain('href="/blog/notarization-in-the-philippines#documents-signed-abroad"');
});

it('the same in Filipino', () => {
  const html = renderToStaticMarkup(<PersonalAppearanceNote t={translator('fil', 'notary') as never} locale="fil" />);
  expect(text(html)).toContain('Kung nasa ibang bansa ka: hindi ka maipapanotaryo ng notaryo rito');
  expect(text(html)).toContain('ipa-apostille');
  expect(html).toContain('href="/fil/blog/notarization-in-the-philippines#mga-dokumentong-pinirmahan-sa-ibang-bansa"');
});
