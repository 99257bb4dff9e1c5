/**
 * Where the proxy sends (a rewrite: the address stays) a signed-in person whose session's claims say
 * the admin console is not for them, answered 403 with the page drawn on the server. forbidden() in a
 * page gives the right status but Next 16 draws its boundary in the browser only, an empty document
 * without JavaScript (lib/server/platform/http/not-found-page.ts says why).
 */
export const FORBIDDEN_PATH = '/access-denied';
