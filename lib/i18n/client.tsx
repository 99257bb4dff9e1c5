'use client';

import format, { type FormatValues } from 'icu-minify/format';
import { useContext, useMemo } from 'react';
import { MessagesContext } from './context';
import type { CheckedKey, Namespace } from './keys';
import { errorText, type CodedError } from '@/lib/errors/error-text';

/**
 * Text for client components. The server compiles the messages a subtree needs (ClientMessages in
 * client-messages.tsx, with icu-minify) and this formats them with icu-minify's runtime, ≈0.8 kB gzip
 * — next-intl's own client (intl-messageformat inside) would add ≈12.7 kB to every public page's
 * first load (docs/decisions/0011-languages.md). Plain words without the formatter: ./context.tsx.
 */
export { ClientMessagesProvider, useHref, useLocale, type CompiledCatalogue } from './context';

const formatters = {
  getDateTimeFormat: (...args: ConstructorParameters<typeof Intl.DateTimeFormat>) => new Intl.DateTimeFormat(...args),
  getNumberFormat: (...args: ConstructorParameters<typeof Intl.NumberFormat>) => new Intl.NumberFormat(...args),
  getPluralRules: (...args: ConstructorParameters<typeof Intl.PluralRules>) => new Intl.PluralRules(...args),
};

/**
 * `t` of one namespace: a literal key is checked against the English catalogue, so an unknown key
 * fails the type-check (lib/i18n/keys.ts, lib/i18n/keys.type-test.ts).
 */
export type Translate<N extends Namespace = Namespace> = <K extends string>(key: K & CheckedKey<N, K>, values?: FormatValues) => string;

/**
 * `t('key', { name })` for one namespace. A key the server did not send is a programming error
 * (a namespace missing from the page's ClientMessages): it shows as `namespace.key`, as next-intl does.
 */
export function useT<N extends Namespace>(namespace: N): Translate<N> {
  const { locale, messages } = useContext(MessagesContext);
  return useMemo(() => {
    const scope = messages[namespace] ?? {};
    return (key: string, values?: FormatValues): string => {
      const message = scope[key];
      if (message === undefined) return `${namespace}.${key}`;
      const result = format(message, locale, values, { formatters, timeZone: 'Asia/Manila' });
      return Array.isArray(result) ? result.join('') : String(result);
    };
  }, [locale, messages, namespace]);
}

/**
 * `errorText(error)`: a failed call's words in the page's language, by the error's `code` (issue 59;
 * lib/errors/error-text.ts). The page sends the words with SERVER_ERROR_WORDS in its ClientMessages.
 */
export function useErrorText(): (error: CodedError | null | undefined, fallback?: string) => string {
  const { locale, messages } = useContext(MessagesContext);
  return useMemo(() => {
    const scope = messages.errors ?? {};
    const words = {
      has: (key: string) => scope[key] !== undefined,
      text: (key: string, values?: FormatValues) => {
        const result = format(scope[key], locale, values, { formatters, timeZone: 'Asia/Manila' });
        return Array.isArray(result) ? result.join('') : String(result);
      },
    };
    return (error, fallback) => errorText(words, error, fallback);
  }, [locale, messages]);
}
