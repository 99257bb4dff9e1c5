/**
 * The address of the 404 page: no route matches it, so Next answers it with app/global-not-found.tsx
 * (status 404, rendered on the server), under `/fil` in Filipino. Where a page finds nothing
 * (lib/server/platform/http/not-found-page.ts) or a path does not decode (proxy.ts), the visitor is sent here.
 */
export const NOT_FOUND_PATH = '/_not-found';
