// Types only, so the browser may import it: the keys of the server's errors as the English catalogue
// has them (messages/en/errors.json, section "api"). `new AppError('CONFLICT', 'meetings.conflikt')`
// fails the type-check; lib/errors/error-catalogue.test.ts holds Filipino to the same keys and arguments.
import type en from '@/messages/en/errors.json';

type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

/** One error a person can meet, by its catalogue key under `errors.api` (`meetings.conflict`). */
export type ErrorKey = Leaves<(typeof en)['api']>;

/** The ICU arguments of an error's words (`{time}`): plain values, sent as they are in the answer. */
export type ErrorParams = Record<string, string | number>;

/** Where the words of an error key live in the `errors` namespace. */
export const ERROR_KEY_PREFIX = 'api.';
