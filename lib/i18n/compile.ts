import 'server-only';
import compile from 'icu-minify/compile';
import type { CompiledCatalogue } from './context';
import type { Locale } from './config';
import { messagesFor, type Namespace } from './messages';

const compiled = new Map<string, CompiledCatalogue[string]>();

/** One namespace of one language, compiled once per process. */
export function compiledNamespace(locale: Locale, namespace: Namespace): CompiledCatalogue[string] {
  const id = `${locale}:${namespace}`;
  let messages = compiled.get(id);
  if (!messages) {
    messages = {};
    flatten(messagesFor(locale)[namespace], '', messages);
    compiled.set(id, messages);
  }
  return messages;
}

/** Nested keys become dotted ones (`form.submit`), as useT reads them. */
function flatten(source: Record<string, unknown>, prefix: string, into: CompiledCatalogue[string]): void {
  for (const [key, value] of Object.entries(source)) {
    // A JSON round trip: icu-minify's plural and select options are null-prototype objects, which
    // React refuses to pass from a server to a client component.
    if (typeof value === 'string') into[prefix + key] = JSON.parse(JSON.stringify(compile(value)));
    else if (value && typeof value === 'object') flatten(value as Record<string, unknown>, `${prefix}${key}.`, into);
  }
}
