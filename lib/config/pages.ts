/** Page sizes of the lists the product shows, in one place (server defaults and request limits). */

/** Lawyer search results per "Load more" page, and the most a request may ask for. */
export const SEARCH_PAGE_SIZE = 10;
export const SEARCH_MAX_PAGE_SIZE = 50;
/** Lawyers shown on a static landing page (/lawyers-online/{area}/{region}). */
export const LANDING_PAGE_SIZE = 6;
/**
 * How long a landing page is served before it is built again (its segment `revalidate`, which Next
 * reads as a literal: keep the two equal). Its time links offer only slots still free that long
 * after the build (issue 45: a chip five minutes old offered a time the results no longer had).
 */
export const LANDING_REVALIDATE_SECONDS = 600;
/** The home page's featured lawyers and recent reviews. */
export const HOME_FEATURED_COUNT = 6;
/** Reviews per page on a lawyer's profile. */
export const REVIEWS_PAGE_SIZE = 5;
/** Portal lists. */
export const MEETINGS_PAGE_SIZE = 10;
export const NOTIFICATIONS_PAGE_SIZE = 20;
export const CLIENTS_PAGE_SIZE = 25;
export const PAYMENTS_PAGE_SIZE = 25;
export const WORK_ITEMS_PAGE_SIZE = 10;
export const BLOCKERS_PAGE_SIZE = 50;
/** The largest `limit` a portal list request may ask for. */
export const PORTAL_MAX_PAGE_SIZE = 200;
/**
 * How long a notary city page is served before it is built again (its segment `revalidate`, a literal
 * there: keep the two equal); its free times are those still free that long after the build.
 */
export const NOTARY_CITY_REVALIDATE_SECONDS = 600;
/** Notaries on one city page. */
export const NOTARIES_PAGE_SIZE = 100;
/** Rows per page of the admin console's tables. */
export const ADMIN_PAGE_SIZE = 25;
/** Places per page of /free-legal-help (the whole directory on one page was 350 kB of HTML and ≈300 ms of blocking time on a phone). */
export const FREE_LEGAL_HELP_PAGE_SIZE = 20;
