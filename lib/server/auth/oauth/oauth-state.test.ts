import { oauthStateCookie, readOAuthState } from './oauth-state';

// Issue 72, item 14: visiting a Filipino page no longer sets the language cookie, so the language of the
// page the sign-in button was on travels in the signed state cookie, for the account a first sign-in creates.

const request = (setCookie: string) =>
  new Request('http://localhost/api/v1/auth/oauth/google/callback', {
    headers: { cookie: setCookie.split(';')[0] },
  });

it('keeps the page’s language with the state, and reads an older state without one as none', async () => {
  const base = { provider: 'google', state: 's1', codeVerifier: 'v1', callbackPath: '/fil/book/x' };
  expect(await readOAuthState(request(await oauthStateCookie({ ...base, language: 'fil' })))).toEqual({ ...base, language: 'fil' });
  expect(await readOAuthState(request(await oauthStateCookie({ ...base, language: null })))).toEqual({ ...base, language: null });
});
