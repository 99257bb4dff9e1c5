import 'server-only';
import type { Locale } from './config';
import en_common from '@/messages/en/common.json';
import en_home from '@/messages/en/home.json';
import en_search from '@/messages/en/search.json';
import en_profile from '@/messages/en/profile.json';
import en_booking from '@/messages/en/booking.json';
import en_help from '@/messages/en/help.json';
import en_notary from '@/messages/en/notary.json';
import en_faq from '@/messages/en/faq.json';
import en_blog from '@/messages/en/blog.json';
import en_triage from '@/messages/en/triage.json';
import en_errors from '@/messages/en/errors.json';
import en_email from '@/messages/en/email.json';
import en_auth from '@/messages/en/auth.json';
import en_meetings from '@/messages/en/meetings.json';
import en_call from '@/messages/en/call.json';
import en_portal from '@/messages/en/portal.json';
import en_editor from '@/messages/en/editor.json';
import en_work from '@/messages/en/work.json';
import en_letters from '@/messages/en/letters.json';
import en_calendar from '@/messages/en/calendar.json';
import en_account from '@/messages/en/account.json';
import en_problems from '@/messages/en/problems.json';
import en_admin from '@/messages/en/admin.json';
import en_notices from '@/messages/en/notices.json';
import en_policy from '@/messages/en/policy.json';
import en_threads from '@/messages/en/threads.json';
import en_questions from '@/messages/en/questions.json';
import en_ulas from '@/messages/en/ulas.json';
import en_legalAid from '@/messages/en/legalAid.json';
import en_services from '@/messages/en/services.json';
import en_serviceOrders from '@/messages/en/serviceOrders.json';
import en_disputes from '@/messages/en/disputes.json';
import en_payLink from '@/messages/en/payLink.json';
import en_matters from '@/messages/en/matters.json';
import en_claims from '@/messages/en/claims.json';
import fil_common from '@/messages/fil/common.json';
import fil_home from '@/messages/fil/home.json';
import fil_search from '@/messages/fil/search.json';
import fil_profile from '@/messages/fil/profile.json';
import fil_booking from '@/messages/fil/booking.json';
import fil_help from '@/messages/fil/help.json';
import fil_notary from '@/messages/fil/notary.json';
import fil_faq from '@/messages/fil/faq.json';
import fil_blog from '@/messages/fil/blog.json';
import fil_triage from '@/messages/fil/triage.json';
import fil_errors from '@/messages/fil/errors.json';
import fil_email from '@/messages/fil/email.json';
import fil_auth from '@/messages/fil/auth.json';
import fil_meetings from '@/messages/fil/meetings.json';
import fil_call from '@/messages/fil/call.json';
import fil_portal from '@/messages/fil/portal.json';
import fil_editor from '@/messages/fil/editor.json';
import fil_work from '@/messages/fil/work.json';
import fil_letters from '@/messages/fil/letters.json';
import fil_calendar from '@/messages/fil/calendar.json';
import fil_account from '@/messages/fil/account.json';
import fil_problems from '@/messages/fil/problems.json';
import fil_admin from '@/messages/fil/admin.json';
import fil_notices from '@/messages/fil/notices.json';
import fil_policy from '@/messages/fil/policy.json';
import fil_threads from '@/messages/fil/threads.json';
import fil_questions from '@/messages/fil/questions.json';
import fil_ulas from '@/messages/fil/ulas.json';
import fil_legalAid from '@/messages/fil/legalAid.json';
import fil_services from '@/messages/fil/services.json';
import fil_serviceOrders from '@/messages/fil/serviceOrders.json';
import fil_disputes from '@/messages/fil/disputes.json';
import fil_payLink from '@/messages/fil/payLink.json';
import fil_matters from '@/messages/fil/matters.json';
import fil_claims from '@/messages/fil/claims.json';

/**
 * The message catalogues, one JSON file per language and namespace under messages/ (a namespace is
 * a part of the site: its pages, forms, e-mails). Imported statically so every bundle that renders
 * text has them; the browser gets only what a page's client components need (ClientMessages).
 * A new namespace is a pair of files and a line in each list below; lib/i18n/catalogue.test.ts
 * fails on a key missing in either language.
 */
const en = {
  common: en_common,
  home: en_home,
  search: en_search,
  profile: en_profile,
  booking: en_booking,
  help: en_help,
  notary: en_notary,
  faq: en_faq,
  blog: en_blog,
  triage: en_triage,
  errors: en_errors,
  email: en_email,
  auth: en_auth,
  meetings: en_meetings,
  call: en_call,
  portal: en_portal,
  editor: en_editor,
  work: en_work,
  letters: en_letters,
  calendar: en_calendar,
  account: en_account,
  problems: en_problems,
  admin: en_admin,
  notices: en_notices,
  policy: en_policy,
  threads: en_threads,
  questions: en_questions,
  ulas: en_ulas,
  legalAid: en_legalAid,
  services: en_services,
  serviceOrders: en_serviceOrders,
  disputes: en_disputes,
  payLink: en_payLink,
  matters: en_matters,
  claims: en_claims,
};
const fil = {
  common: fil_common,
  home: fil_home,
  search: fil_search,
  profile: fil_profile,
  booking: fil_booking,
  help: fil_help,
  notary: fil_notary,
  faq: fil_faq,
  blog: fil_blog,
  triage: fil_triage,
  errors: fil_errors,
  email: fil_email,
  auth: fil_auth,
  meetings: fil_meetings,
  call: fil_call,
  portal: fil_portal,
  editor: fil_editor,
  work: fil_work,
  letters: fil_letters,
  calendar: fil_calendar,
  account: fil_account,
  problems: fil_problems,
  admin: fil_admin,
  notices: fil_notices,
  policy: fil_policy,
  threads: fil_threads,
  questions: fil_questions,
  ulas: fil_ulas,
  legalAid: fil_legalAid,
  services: fil_services,
  serviceOrders: fil_serviceOrders,
  disputes: fil_disputes,
  payLink: fil_payLink,
  matters: fil_matters,
  claims: fil_claims,
};

export type Messages = typeof en;
export type Namespace = keyof Messages;

/** Typed by the English catalogue: lib/i18n/catalogue.test.ts holds Filipino to the same keys. */
export const CATALOGUES: Record<Locale, Messages> = { en, fil: fil as unknown as Messages };

export function messagesFor(locale: Locale): Messages {
  return CATALOGUES[locale];
}
