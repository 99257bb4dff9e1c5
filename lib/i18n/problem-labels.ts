import 'server-only';
import type { ProblemLabels } from '@/lib/reference/problem-label';
import type { Locale } from './config';
import { messagesFor } from './messages';

/**
 * The legal problems' labels in one language (the `problems` catalogue, keyed by _id), for
 * problemLabel on the server: pages, e-mails, the booking's case summary. Plain strings, not ICU
 * messages: a label has no arguments.
 */
export function problemLabelsFor(locale: Locale): ProblemLabels {
  return messagesFor(locale).problems;
}
