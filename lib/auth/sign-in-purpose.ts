import { splitLocale } from '@/lib/i18n/paths';

/**
 * Issue 72 item 6: what a person was doing when the sign-in wall stopped them, read from where they go
 * next (the callback_url, already a same-origin path: safeCallbackPath). The sign-in and sign-up pages
 * name it ("Sign in to ask a lawyer in writing", "… to get free legal aid") instead of always "book".
 * null: no callback, or a page with no purpose of its own (a portal page): the page's usual words.
 */
export type SignInPurpose = 'book' | 'ask' | 'legal-aid' | 'order' | 'pay-for-someone' | 'checkout' | 'where-to-start';

/**
 * Each purpose by the pages that send a visitor to sign in (the access table's protected prefixes, and the
 * public pages with a sign-in link of their own). The first that matches; a prefix matches itself and below it.
 */
const PURPOSE_OF_PATH: readonly [prefix: string, purpose: SignInPurpose][] = [
  ['/book', 'book'],
  // A notary's profile keeps the tapped appointment time in its address while its visitor signs in.
  ['/notary-public', 'book'],
  ['/customer-portal/questions/new', 'ask'],
  ['/legal-aid', 'legal-aid'],
  ['/services/order', 'order'],
  ['/pay', 'pay-for-someone'],
  ['/checkout', 'checkout'],
  ['/where-to-start', 'where-to-start'],
];

/** The purpose of a callback path (with or without its language prefix, query and hash), or null. */
export function signInPurpose(callbackPath: string | null | undefined): SignInPurpose | null {
  if (!callbackPath) return null;
  const { path } = splitLocale(callbackPath.split(/[?#]/)[0]);
  const found = PURPOSE_OF_PATH.find(([prefix]) => path === prefix || path.startsWith(`${prefix}/`));
  return found?.[1] ?? null;
}
