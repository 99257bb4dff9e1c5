import type { Locale } from '@/lib/i18n/paths';

/**
 * Where a Filipino abroad is sent (issue 63, item 6), one place for the links the flow's answer, the
 * free-help directory, the notary pages and the lawyers' search share (site paths without a language prefix).
 */

/** The free-help directory's section of the DMW and the Migrant Workers Offices abroad. */
export const MIGRANT_WORKERS_OFFICES_PATH = '/free-legal-help#abroad';

/**
 * The explainer of documents signed abroad: the notarization post's section "Documents signed abroad"
 * (content/blog/notarization-in-the-philippines.md and its Filipino copy), by the heading's id in each
 * language (lib/server/content/render-markdown.ts; abroad-links.test.ts checks the ids exist).
 */
export const SPA_ABROAD_EXPLAINER: Record<Locale, string> = {
  en: '/blog/notarization-in-the-philippines#documents-signed-abroad',
  fil: '/blog/notarization-in-the-philippines#mga-dokumentong-pinirmahan-sa-ibang-bansa',
};
