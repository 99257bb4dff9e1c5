import { set, type FieldErrors, type FieldValues, type Resolver } from 'react-hook-form';

/**
 * A react-hook-form resolver from a plain check: `issues(values)` gives each failing field's message
 * (a code, lib/errors/issue.ts) by its dotted path — `parties.0.name`; an array's own (`parties`) is
 * its `root`, as zodResolver puts it. For forms a phone sends on prepaid data: no zod in the browser
 * (lazyZodResolver still loads it, 90 kB, on the first check); the handler's zod schema decides.
 */
export function plainResolver<T extends FieldValues>(
  issues: (values: T) => Record<string, string>,
  arrays: readonly string[] = [],
): Resolver<T> {
  return async (values) => {
    const found = Object.entries(issues(values));
    if (!found.length) return { values, errors: {} };
    const errors = {};
    for (const [path, message] of found) set(errors, arrays.includes(path) ? `${path}.root` : path, { type: 'validate', message });
    return { values: {}, errors: errors as FieldErrors<T> };
  };
}
