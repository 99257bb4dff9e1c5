/**
 * The Department of Migrant Workers (DMW) and its Migrant Workers Offices (MWO) abroad, for the countries
 * where most overseas Filipinos work and live (issue 63, item 6; ../shared/reference/abroad-ofw.md), shown
 * on /free-legal-help#abroad and linked from the "Where do I start?" answer from abroad.
 *
 * Sources: RA 11641 (2021), the Department of Migrant Workers Act, which turned the Philippine Overseas
 * Labor Offices (POLO) into Migrant Workers Offices under the DMW (§19 *check*: the section number) and
 * gives OFWs legal assistance through the AKSYON Fund; the offices by country as the DMW lists them on
 * https://www.dmw.gov.ph (its Migrant Workers Offices pages) and as the former POLOs were named by
 * DOLE (Riyadh, Jeddah, Al Khobar; Abu Dhabi, Dubai; Kuwait; Doha; Singapore; Hong Kong; Tokyo, Osaka;
 * Taipei, Taichung, Kaohsiung; Washington, D.C., Los Angeles; London).
 * No office addresses or phone numbers are stored: they move; each country links the DMW's own site.
 */

/** The DMW's website (dmw.gov.ph, the department's own domain). */
export const DMW_WEBSITE = 'https://www.dmw.gov.ph';

/** A country with its Migrant Workers Offices (the cities they are in) and where to read more. */
export type MigrantWorkersCountry = {
  /** ISO 3166-1 alpha-2: the `help` catalogue names it (`abroad.countries.<code>`). */
  code: 'SA' | 'AE' | 'KW' | 'QA' | 'SG' | 'HK' | 'JP' | 'TW' | 'US' | 'GB';
  /** The cities of its MWOs, as the DMW names the posts. */
  offices: readonly string[];
  /** The official page to read on; the DMW's site where no page of the office's own could be confirmed. */
  website: string;
  lastChecked: string;
};

const CHECKED = '2026-11-27';

// check: each MWO's own page under dmw.gov.ph could not be confirmed from here; every country links the
// DMW's site, which lists the Migrant Workers Offices and how to reach them.
export const MIGRANT_WORKERS_OFFICES: readonly MigrantWorkersCountry[] = [
  { code: 'SA', offices: ['Riyadh', 'Jeddah', 'Al Khobar'], website: DMW_WEBSITE, lastChecked: CHECKED },
  { code: 'AE', offices: ['Abu Dhabi', 'Dubai'], website: DMW_WEBSITE, lastChecked: CHECKED },
  { code: 'KW', offices: ['Kuwait City'], website: DMW_WEBSITE, lastChecked: CHECKED },
  { code: 'QA', offices: ['Doha'], website: DMW_WEBSITE, lastChecked: CHECKED },
  { code: 'SG', offices: ['Singapore'], website: DMW_WEBSITE, lastChecked: CHECKED },
  { code: 'HK', offices: ['Hong Kong'], website: DMW_WEBSITE, lastChecked: CHECKED },
  { code: 'JP', offices: ['Tokyo', 'Osaka'], website: DMW_WEBSITE, lastChecked: CHECKED },
  { code: 'TW', offices: ['Taipei', 'Taichung', 'Kaohsiung'], website: DMW_WEBSITE, lastChecked: CHECKED },
  { code: 'US', offices: ['Washington, D.C.', 'Los Angeles'], website: DMW_WEBSITE, lastChecked: CHECKED },
  { code: 'GB', offices: ['London'], website: DMW_WEBSITE, lastChecked: CHECKED },
];
