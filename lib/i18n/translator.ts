import 'server-only';
// use-intl's core, which next-intl re-exports: the worker (tsx, no Next) cannot load next-intl's
// react-server entry, whose client provider plain Node cannot run.
import { createTranslator } from 'use-intl/core';
import type { ReactNode } from 'react';
import type { Locale } from './config';
import type { CheckedKey } from './keys';
import { messagesFor, type Namespace } from './messages';

/**
 * The one translator (use-intl's createTranslator, next-intl's core, over our catalogues): server components through
 * textFor, and text made outside a page render — e-mails, texts, PDFs, calendar entries, the worker —
 * in the recipient's language (issue 40: a lawyer and a client of one meeting may differ). It reads
 * no request, so prerendered pages stay static and Jest runs it as it is.
 */
export function translator<N extends Namespace>(locale: Locale, namespace: N): Translator<N> {
  const messages = messagesFor(locale) as unknown as Record<string, Record<string, unknown>>;
  return createTranslator({ locale, messages, namespace, timeZone: 'Asia/Manila' }) as unknown as Translator<N>;
}

type Values = Record<string, string | number | boolean | Date | null | undefined>;

/**
 * `t('key', { values })` for one namespace. A literal key is checked against the English catalogue
 * (CheckedKey: an unknown one fails the type-check); a key made at run time (a slug picks many:
 * `services.${slug}`) is held by lib/i18n/catalogue.test.ts, and one the catalogue lacks shows as
 * `namespace.key` (next-intl logs it).
 */
export type Translator<N extends Namespace = Namespace> = (<K extends string>(key: K & CheckedKey<N, K>, values?: Values) => string) & {
  has(key: string): boolean;
  raw(key: string): unknown;
  /** With tags: `t.rich('key', { link: (chunks) => <a>{chunks}</a> })`. */
  rich(key: string, values?: Record<string, Values[string] | ((chunks: ReactNode) => ReactNode)>): ReactNode;
  readonly namespace?: N;
};
