import { renderToStaticMarkup } from 'react-dom/server';
import { translator } from '@/lib/i18n/translator';
import type { Locale } from '@/lib/i18n/paths';
import { SignInPurposeNote, SignUpPurpose } from './sign-in-purpose-note';

// Issue 72 item 6: the sign-in and sign-up pages say what the person was doing, read from the callback_url.
const LAWYER = '3f2c9a57-2b1e-4c4d-9a51-7d3c2f1e0b9a';
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
const signIn = (callback: string, locale: Locale = 'en') =>
  renderToStaticMarkup(
    <SignInPurposeNote
      purpose={callback.includes('legal-aid') ? 'legal-aid' : callback.includes('/pay/') ? 'pay-for-someone' : 'ask'}
      callback={callback}
      mode="signIn"
      locale={locale}
      t={translator(locale, 'auth')}
    />,
  );

describe('the sign-in purpose', () => {
  it('asking in writing: named, and "Create a free account" leads to sign-up keeping where they go', () => {
    const callback = `/customer-portal/questions/new?lawyer=${LAWYER}`;
    const html = signIn(callback);
    expect(text(html)).toBe('Sign in to ask a lawyer in writing. New here? Create a free account .');
    expect(html).toContain(`href="/signup?callback_url=${encodeURIComponent(callback)}"`);
  });

  it('legal aid, in Filipino: ₱0 said, and what can be done today for the problem', () => {
    const callback = `/fil/legal-aid/book/${LAWYER}?problem=76`;
    const html = signIn(callback, 'fil');
    expect(text(html)).toContain('Mag-sign in para sa libreng tulong-legal: ₱0, walang babayaran.');
    expect(html).toContain('href="/fil/legal-aid?problem=76#today"');
    expect(html).toContain(`href="/fil/signup?callback_url=${encodeURIComponent(callback)}"`);
  });

  it('paying for someone needs no account: the way back to the payment', () => {
    const html = signIn('/pay/Zx8k2p');
    expect(text(html)).toContain("You don't need an account to pay for someone.");
    expect(html).toContain('href="/pay/Zx8k2p"');
  });

  it('the sign-up pages name it too; nothing without a purpose', () => {
    const t = translator('fil', 'auth');
    const html = renderToStaticMarkup(<SignUpPurpose callback={`/fil/services/order/${LAWYER}/DEMAND_LETTER`} locale="fil" t={t} />);
    expect(text(html)).toBe('Mag-sign up nang libre, saka i-order ang serbisyo mo.');
    expect(renderToStaticMarkup(<SignUpPurpose callback="/customer-portal" locale="fil" t={t} />)).toBe('');
    expect(renderToStaticMarkup(<SignUpPurpose callback={null} locale="fil" t={t} />)).toBe('');
  });
});
