import 'server-only';
import type { ReactNode } from 'react';
import { ClientMessagesProvider, type CompiledCatalogue } from './context';
import { compiledNamespace } from './compile';
import type { Locale } from './config';
import type { Namespace } from './messages';

/**
 * A namespace, or a namespace with only the keys its client components read: a dotted key
 * (`form.submit`), or a group ending in a dot (`form.`) for every key under it — so a key added to
 * a group reaches the browser without editing a list.
 */
export type ClientNamespace = Namespace | readonly [Namespace, readonly string[]];

/** Whether `key` is one of `wanted`: itself, or under one of its groups (`form.`). */
export function isWantedKey(key: string, wanted: readonly string[]): boolean {
  return wanted.some((entry) => (entry.endsWith('.') ? key.startsWith(entry) : key === entry));
}

/**
 * Sends the client components below it the namespaces they use, compiled, and nothing else: the
 * browser never downloads a whole catalogue.
 */
export function ClientMessages({ locale, namespaces, children }: { locale: Locale; namespaces: ClientNamespace[]; children: ReactNode }) {
  return (
    <ClientMessagesProvider locale={locale} messages={clientMessagesOf(locale, namespaces)}>
      {children}
    </ClientMessagesProvider>
  );
}

/** The compiled messages ClientMessages sends, for a client provider that takes them as a prop (the root layout's). */
export function clientMessagesOf(locale: Locale, namespaces: ClientNamespace[]): CompiledCatalogue {
  const messages: CompiledCatalogue = {};
  for (const entry of namespaces) {
    if (typeof entry === 'string') {
      messages[entry] = compiledNamespace(locale, entry);
      continue;
    }
    const [namespace, keys] = entry;
    const all = compiledNamespace(locale, namespace);
    messages[namespace] = Object.fromEntries(Object.entries(all).filter(([key]) => isWantedKey(key, keys)));
  }
  return messages;
}
