// Types only: the catalogues' keys as the English catalogue has them (lib/i18n/catalogue.test.ts holds
// Filipino to the same keys), so that `t('unknown.key')` fails the type-check (lib/i18n/keys.type-test.ts).
import type { Messages, Namespace } from './messages';

/** The dotted leaf keys of a nested catalogue (`form.submit`), as useT and textFor read them. */
type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

/** A key of one namespace's catalogue; over several namespaces, a key of any of them. */
type MessageKey<N extends Namespace = Namespace> = N extends Namespace ? Leaves<Messages[N]> : never;

/**
 * What a `t` accepts for the key `K` it is called with: a literal key must be one of the catalogue's
 * (`t('form.sumbit')` fails the type-check); a key made at run time (`string`, or a pattern such as
 * `services.${string}`) cannot be checked here and is left to lib/i18n/catalogue.test.ts and the pages'
 * tests. A literal is told from a pattern by `Record<K, 1>`: a literal's has the key, a pattern's is an
 * index signature that an empty object satisfies.
 */
export type CheckedKey<N extends Namespace, K extends string> =
  Record<never, never> extends Record<K, 1> ? K : [K] extends [MessageKey<N>] ? K : MessageKey<N>;

export type { Namespace };
