import 'server-only';
import { createTranslator } from 'next-intl';
import type { Locale } from './config';
import { messagesFor, type Messages, type Namespace } from './messages';

/**
 * The one translator (next-intl's createTranslator over our catalogues): server components through
 * textFor, and text made outside a page render — e-mails, texts, PDFs, calendar entries, the worker —
 * in the recipient's language (issue 40: a lawyer and a client of one meeting may differ). It reads
 * no request, so prerendered pages stay static and Jest runs it as it is.
 */
export function translator<N extends Namespace>(locale: Locale, namespace: N) {
  return createTranslator<Messages, N>({ locale, messages: messagesFor(locale), namespace, timeZone: 'Asia/Manila' });
}

export type Translator<N extends Namespace> = ReturnType<typeof translator<N>>;
