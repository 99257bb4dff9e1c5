/**
 * The Supreme Court's online Lawyers List (the Roll of Attorneys, kept by the Office of the Bar
 * Confidant): searchable by surname, with roll number and admission date. There is no API; the
 * admin checks by hand (/work/shared/reference/philippine-legal-facts.md).
 */
const ROLL_OF_ATTORNEYS_URL = 'https://sc.judiciary.gov.ph/lawyers-list/';

/** The Lawyers List with the surname to look for. */
export function rollOfAttorneysSearchUrl(surname: string): string {
  return `${ROLL_OF_ATTORNEYS_URL}?wdt_search=${encodeURIComponent(surname.trim())}`;
}
