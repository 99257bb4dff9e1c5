/** Issue 72: where "Ask in writing" leads from the home page, the menu and the free-help page — the search for lawyers who answer in writing. */
export const WRITTEN_SEARCH_PATH = '/lawyers-online?written=1';
