'use client';

import type { CompiledMessage } from 'icu-minify/format';
import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import { DEFAULT_LOCALE, localePath, type Locale } from './paths';

/**
 * The page's language and its client messages (sent by ClientMessages, compiled with icu-minify),
 * and plain words without the formatter: what every public page's header needs on its first load,
 * which must stay light (issue 17's budget). Messages with arguments: useT in ./client.tsx.
 */
export type CompiledCatalogue = Record<string, Record<string, CompiledMessage>>;

type Scope = { locale: Locale; messages: CompiledCatalogue };

export const MessagesContext = createContext<Scope>({ locale: DEFAULT_LOCALE, messages: {} });

export function ClientMessagesProvider({ locale, messages, children }: Scope & { children: ReactNode }) {
  const parent = useContext(MessagesContext);
  // Nested providers add their namespaces to the page's (a form inside the layout's header text), and
  // their keys to a namespace the page already has (the layout's `errors` and a form's server errors).
  const value = useMemo(() => {
    const merged: CompiledCatalogue = { ...parent.messages };
    for (const [namespace, keys] of Object.entries(messages)) merged[namespace] = { ...parent.messages[namespace], ...keys };
    return { locale, messages: merged };
  }, [locale, messages, parent.messages]);
  return <MessagesContext.Provider value={value}>{children}</MessagesContext.Provider>;
}

/** The page's language, in a client component. */
export function useLocale(): Locale {
  return useContext(MessagesContext).locale;
}

/** `href('/blog')` is `/blog` in English and `/fil/blog` in Filipino. */
export function useHref(): (path: string) => string {
  const locale = useLocale();
  return useCallback((path: string) => localePath(locale, path), [locale]);
}

type Words = (key: string, values?: Record<string, string | number>) => string;

/**
 * `words('key', { name })` for text and plain `{name}` arguments: icu-minify compiles those to a
 * string, or a list of strings and `[name]` parts, which is joined here. Plurals, selects, numbers and
 * dates need the formatter (useT in ./client.tsx); such a message, or a key not sent, shows as
 * `namespace.key`.
 */
export function useWords(namespace: string): Words {
  const { messages } = useContext(MessagesContext);
  return useMemo(() => {
    const scope = messages[namespace] ?? {};
    return (key, values) => {
      const message = scope[key];
      if (typeof message === 'string') return message;
      if (!Array.isArray(message)) return `${namespace}.${key}`;
      let text = '';
      for (const part of message) {
        if (typeof part === 'string') text += part;
        else if (Array.isArray(part) && part.length === 1 && typeof part[0] === 'string') text += String(values?.[part[0]] ?? '');
        else return `${namespace}.${key}`;
      }
      return text;
    };
  }, [messages, namespace]);
}
