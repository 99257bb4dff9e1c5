'use client';

import format, { type CompiledMessage, type FormatValues } from 'icu-minify/format';
import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import { DEFAULT_LOCALE, localePath, type Locale } from './config';

/**
 * Text for client components. The server compiles the messages a subtree needs (ClientMessages in
 * client-messages.tsx, with icu-minify) and this formats them with icu-minify's runtime, ≈0.8 kB gzip
 * — next-intl's own client (intl-messageformat inside) would add ≈12.7 kB to every public page's
 * first load (docs/decisions/0008-languages.md).
 */
export type CompiledCatalogue = Record<string, Record<string, CompiledMessage>>;

type Scope = { locale: Locale; messages: CompiledCatalogue };

const MessagesContext = createContext<Scope>({ locale: DEFAULT_LOCALE, messages: {} });

const formatters = {
  getDateTimeFormat: (...args: ConstructorParameters<typeof Intl.DateTimeFormat>) => new Intl.DateTimeFormat(...args),
  getNumberFormat: (...args: ConstructorParameters<typeof Intl.NumberFormat>) => new Intl.NumberFormat(...args),
  getPluralRules: (...args: ConstructorParameters<typeof Intl.PluralRules>) => new Intl.PluralRules(...args),
};

export function ClientMessagesProvider({ locale, messages, children }: Scope & { children: ReactNode }) {
  const parent = useContext(MessagesContext);
  // Nested providers add their namespaces to the page's (a form inside the layout's header text).
  const value = useMemo(() => ({ locale, messages: { ...parent.messages, ...messages } }), [locale, messages, parent.messages]);
  return <MessagesContext.Provider value={value}>{children}</MessagesContext.Provider>;
}

/** The page's language, in a client component. */
export function useLocale(): Locale {
  return useContext(MessagesContext).locale;
}

export type Translate = (key: string, values?: FormatValues) => string;

/**
 * `t('key', { name })` for one namespace. A key the server did not send is a programming error
 * (a namespace missing from the page's ClientMessages): it shows as `namespace.key`, as next-intl does.
 */
export function useT(namespace: string): Translate {
  const { locale, messages } = useContext(MessagesContext);
  return useMemo(() => {
    const scope = messages[namespace] ?? {};
    return (key, values) => {
      const message = scope[key];
      if (message === undefined) return `${namespace}.${key}`;
      const result = format(message, locale, values, { formatters, timeZone: 'Asia/Manila' });
      return Array.isArray(result) ? result.join('') : String(result);
    };
  }, [locale, messages, namespace]);
}

/** `href('/blog')` is `/blog` in English and `/fil/blog` in Filipino. */
export function useHref(): (path: string) => string {
  const locale = useLocale();
  return useCallback((path: string) => localePath(locale, path), [locale]);
}
