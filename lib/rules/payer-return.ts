// Issue 63 item 4, someone else pays, through PayMongo: the hosted checkout is the client's own payment
// session, so it sends every browser back to the client's summary page (/checkout), which a payer with
// no account cannot open. Starting to pay leaves the link's token in the payer's browser (a cookie of
// this site, sent on PayMongo's top-level redirect: SameSite=Lax), and that page, asked for by someone
// not signed in with it, sends them to their own page of the link instead (proxy.ts). The token is
// the link itself: the cookie gives its holder nothing the link did not.

/** A link token as issued (generateToken: 32 random bytes, base64url); anything else is no link. */
export const PAYMENT_LINK_TOKEN = /^[A-Za-z0-9_-]{43}$/;

export const PAYER_RETURN_COOKIE = 'abogado_payer_link';
/** Long enough for a hosted checkout (a booking's hold is 15 minutes, an unheld checkout's a day). */
export const PAYER_RETURN_SECONDS = 24 * 3600;

/** Where a visitor who is not signed in goes instead of `path`: their payment link's page, or nowhere else. */
export function payerReturnPath(path: string, signedIn: boolean, cookie: string | undefined): string | null {
  if (path !== '/checkout' || signedIn || !cookie || !PAYMENT_LINK_TOKEN.test(cookie)) return null;
  return `/pay/${cookie}`;
}
