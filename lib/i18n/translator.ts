import 'server-only';
import { createTranslator } from 'next-intl';
import type { Locale } from './config';
import { messagesFor, type Namespace } from './messages';

/**
 * A translator for text made outside a page render — e-mails, texts, PDFs, calendar entries, the
 * worker — in the recipient's language (issue 40: a lawyer and a client of one meeting may differ).
 */
export function translator<N extends Namespace>(locale: Locale, namespace: N) {
  return createTranslator({ locale, messages: messagesFor(locale), namespace, timeZone: 'Asia/Manila' });
}
