import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

// The shared zod schemas and the API speak the spec's English (unchanged, shared with the server).
// A form shows them in the page's language: each English sentence it knows maps to a catalogue key.
// No zod here: a form whose schema loads lazily (issue 28) can still use it.

/** A `t` asked for keys made at run time (the maps' values): useT's or textFor's of any namespace. */
type KeyText = (key: string, values?: Record<string, string | number>) => string;

/** An English message with a number in it ("Value can't be longer than 50."): its key and value name. */
export type MessagePattern = { pattern: RegExp; key: string; argument: string };

/**
 * `translate(english)`: a known sentence in `t`'s language; an unknown one as it came (a server
 * reason we have no words for is better read in English than lost).
 */
export function messageTranslator(t: KeyText, known: Record<string, string>, patterns: MessagePattern[] = []) {
  return (english: string): string => {
    const key = known[english];
    if (key) return t(key);
    for (const { pattern, key: patternKey, argument } of patterns) {
      const match = pattern.exec(english);
      if (match) return t(patternKey, { [argument]: match[1] });
    }
    return english;
  };
}

/** Every `message` of react-hook-form's errors through `translate` (refs and nesting kept). */
function translateErrors(errors: Record<string, unknown>, translate: (message: string) => string): Record<string, unknown> {
  const out: Record<string, unknown> = Array.isArray(errors) ? ([...errors] as unknown as Record<string, unknown>) : { ...errors };
  for (const [name, value] of Object.entries(out)) {
    if (name === 'ref' || !value || typeof value !== 'object') continue;
    out[name] = translateErrors(value as Record<string, unknown>, translate);
  }
  if (typeof out.message === 'string') out.message = translate(out.message);
  return out;
}

/** A resolver whose messages are in the page's language: fields, their summary and focus all see the same. */
export function translatedResolver<T extends FieldValues, C, O extends FieldValues>(
  resolver: Resolver<T, C, O>,
  translate: (message: string) => string,
): Resolver<T, C, O> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    return { ...result, errors: translateErrors(result.errors, translate) as FieldErrors<T> } as Awaited<ReturnType<Resolver<T, C, O>>>;
  };
}
