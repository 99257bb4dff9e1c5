import { toNestErrors, validateFieldsNatively } from '@hookform/resolvers';
import type { FieldError, FieldValues, Resolver } from 'react-hook-form';

/**
 * What the resolver needs of a schema: zod's `safeParse`, typed by shape so this file imports no zod.
 * A public page that already loads its schema (shared with the handler, lib/validation/) pays for
 * nothing more than these lines; @hookform/resolvers/zod's own resolver (its zod v3 and v4 branches,
 * its error walker) stays out of the page.
 */
export type SafeParser<T> = {
  safeParse(
    values: unknown,
  ):
    | { success: true; data: T }
    | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string; code?: string }[] } };
};

/**
 * A react-hook-form resolver from a zod schema: `safeParse`, and each failing path's first message
 * (a code, lib/errors/issue.ts) on its field — `parties.0.name`; an array's own issue on its `root`,
 * as toNestErrors places it, the way zodResolver does.
 */
export function schemaResolver<T extends FieldValues>(schema: SafeParser<unknown>): Resolver<T> {
  return async (values, _context, options) => {
    const parsed = schema.safeParse(values);
    if (parsed.success) {
      if (options.shouldUseNativeValidation) validateFieldsNatively({}, options);
      return { values: parsed.data as T, errors: {} };
    }
    const flat: Record<string, FieldError> = {};
    for (const issue of parsed.error.issues) {
      const path = issue.path.map(String).join('.');
      flat[path] ??= { type: issue.code ?? 'validate', message: issue.message };
    }
    return { values: {}, errors: toNestErrors(flat, options) };
  };
}
