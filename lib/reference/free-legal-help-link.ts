/**
 * The free legal help directory (spec §2 /free-legal-help), linked from every place a visitor who
 * cannot pay for a lawyer may look: the header, the home page, the footer, the FAQ, the 404 page and
 * the search. A module of its own, without imports, because the header ships on every page.
 */
export const FREE_LEGAL_HELP_PATH = '/free-legal-help';
