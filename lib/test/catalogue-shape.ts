// Test helper (not a test): a catalogue's messages by dotted key and a message's ICU argument names, for
// the catalogue tests (lib/i18n/catalogue.test.ts, lib/errors/error-catalogue.test.ts).
import compile from 'icu-minify/compile';

/** Every message of a namespace by its dotted key. */
export function flatten(source: Record<string, unknown>, prefix = '', into: Record<string, string> = {}): Record<string, string> {
  for (const [key, value] of Object.entries(source)) {
    if (typeof value === 'string') into[prefix + key] = value;
    else if (value && typeof value === 'object') flatten(value as Record<string, unknown>, `${prefix}${key}.`, into);
    else throw new Error(`${prefix}${key} is neither a message nor a group`);
  }
  return into;
}

/** The names of a message's arguments ({name}, {count, plural, …}), sorted. */
export function argumentsOf(message: string): string[] {
  const names = new Set<string>();
  const walk = (node: unknown): void => {
    if (!Array.isArray(node)) return;
    // An argument is [name] or [name, type, …] with a type from 1 (select) to 6 (time); a list of
    // parts may hold 0, the plural's `#`, after a text ("Filters (", 0, ")").
    if (typeof node[0] === 'string' && (node.length === 1 || (typeof node[1] === 'number' && node[1] >= 1))) names.add(node[0]);
    for (const child of node) {
      if (Array.isArray(child)) walk(child);
      else if (child && typeof child === 'object') Object.values(child).forEach(walk);
    }
  };
  const compiled = compile(message);
  if (Array.isArray(compiled)) compiled.forEach(walk);
  return [...names].sort();
}
