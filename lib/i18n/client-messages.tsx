import 'server-only';
import type { ReactNode } from 'react';
import { ClientMessagesProvider, type CompiledCatalogue } from './client';
import { compiledNamespace } from './compile';
import type { Locale } from './config';
import type { Namespace } from './messages';

/**
 * Sends the client components below it the namespaces they use, compiled, and nothing else: the
 * browser never downloads a whole catalogue.
 */
export function ClientMessages({ locale, namespaces, children }: { locale: Locale; namespaces: Namespace[]; children: ReactNode }) {
  const messages: CompiledCatalogue = {};
  for (const namespace of namespaces) messages[namespace] = compiledNamespace(locale, namespace);
  return (
    <ClientMessagesProvider locale={locale} messages={messages}>
      {children}
    </ClientMessagesProvider>
  );
}
