/**
 * The legal-aid desk (issue 61): free consultations from verified lawyers for people who cannot pay,
 * linked from "Where do I start?", /free-legal-help, the home page, the footer and the "Legal aid"
 * badges. A module of its own, without imports, like free-legal-help-link.ts: the footer ships on every page.
 */
export const LEGAL_AID_PATH = '/legal-aid';
export const LEGAL_AID_DECLARATION_PATH = '/legal-aid/declaration';
export const legalAidBookPath = (lawyerId: string) => `/legal-aid/book/${lawyerId}`;
