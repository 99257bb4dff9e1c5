import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A react-hook-form resolver whose zod schema (and zod itself, about 90 kB gzip) loads when the form
 * first validates — a blur after a change, or submit — not with the page (issue 28). `load` is a
 * dynamic import of the schema's module, so the bundler splits it off: `() => import('@/lib/validation/x').then((m) => m.xSchema)`.
 */
export function lazyZodResolver<T extends FieldValues>(load: () => Promise<z.ZodType>): Resolver<T> {
  return async (values, context, options) => {
    const [{ zodResolver }, schema] = await Promise.all([import('@hookform/resolvers/zod'), load()]);
    // The schema's input is T; zodResolver's overloads cannot see that through the dynamic import.
    return (zodResolver as (s: z.ZodType) => Resolver<T>)(schema)(values, context, options);
  };
}
