import { localeOfRequest, pageLocaleOfRequest } from './negotiate';
import { chooseLanguageHref } from './paths';

// Issue 72, item 14: an address names its language; the switch's address (`?hl=`) alone records the
// reader's choice; an API answer's words follow the page they were asked from.

const req = (headers: Record<string, string>) => ({ headers: new Headers(headers) });

it('the switch’s address: the page in the other language, its query kept, with the choice', () => {
  expect(chooseLanguageHref('fil', '/faq')).toBe('/fil/faq?hl=fil');
  expect(chooseLanguageHref('fil', '/')).toBe('/fil?hl=fil');
  expect(chooseLanguageHref('en', '/lawyers-online', '?legal_problem=8&region=ncr')).toBe(
    '/lawyers-online?legal_problem=8&region=ncr&hl=en',
  );
  // A choice already in the query is replaced, not repeated.
  expect(chooseLanguageHref('en', '/faq', 'hl=fil')).toBe('/faq?hl=en');
});

it('an API answer speaks the language of the page of this site it was asked from, before the cookie and the browser’s', () => {
  const fromFilipinoPage = { host: 'abogado.test', referer: 'https://abogado.test/fil/customer-portal/meeting/1' };
  expect(pageLocaleOfRequest(req(fromFilipinoPage))).toBe('fil');
  expect(localeOfRequest(req({ ...fromFilipinoPage, cookie: 'NEXT_LOCALE=en', 'accept-language': 'en' }))).toBe('fil');
  expect(localeOfRequest(req({ host: 'abogado.test', referer: 'https://abogado.test/customer-portal', cookie: 'NEXT_LOCALE=fil' }))).toBe(
    'en',
  );
  // Another site's page, or none: the reader's choice, then the browser's.
  expect(pageLocaleOfRequest(req({ host: 'abogado.test', referer: 'https://elsewhere.test/fil/x' }))).toBeNull();
  expect(localeOfRequest(req({ host: 'abogado.test', referer: 'https://elsewhere.test/x', cookie: 'NEXT_LOCALE=fil' }))).toBe('fil');
  expect(localeOfRequest(req({ host: 'abogado.test', 'accept-language': 'tl,en;q=0.5' }))).toBe('fil');
  expect(localeOfRequest(req({ host: 'abogado.test', referer: 'not a url' }))).toBe('en');
});
