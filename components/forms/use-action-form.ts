'use client';

import { useMemo, useRef, useState, type BaseSyntheticEvent } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path, type Resolver, type UseFormReturn } from 'react-hook-form';
import { toast } from 'sonner';
import { translatedResolver, useFailureText } from '@/components/ui/form-messages';
import { schemaResolver, type SafeParser } from './schema-resolver';

export type ActionFormOptions<T extends FieldValues, R> = {
  /** The zod schema shared with the handler (lib/validation/): checked here with the light schemaResolver. */
  schema?: SafeParser<unknown>;
  /** Instead of `schema`: a resolver of its own — lazyZodResolver, plainResolver — for pages that must not load zod. */
  resolver?: Resolver<T>;
  defaultValues?: DefaultValues<T>;
  /** Values that follow the server's (react-hook-form's `values`): the form shows them afresh while it is not being edited. */
  values?: T;
  /** The call; it runs once per submit, never while one is on its way. */
  action: (values: T) => Promise<R>;
  /** Said (a success toast) when the action resolves. */
  done?: string;
  onDone?: (result: R, values: T) => void;
  /** The page is leaving (onDone went elsewhere): the form stays pending, so its button waits until it has. */
  holdOnDone?: boolean;
  /** The words for a failure that has none of its own (a refusal's code is shown in the page's language). */
  failure?: string;
  /** Say `failure` whatever the refusal said (a form whose one failure sentence is the spec's). */
  failureAlways?: boolean;
  /** With `failureTitle` the toast is titled by the failed step and says why beneath (useFailureToast's shape). */
  failureTitle?: string;
  /** 'inline': no toast; the form shows `failure` itself (in a role="alert" beside its button). */
  failureShown?: 'toast' | 'inline';
  /**
   * The refusals that belong to a field: the API's 4xx answer by its `code` (the errors catalogue key,
   * lib/errors/keys.ts) or `key` (spec §8) → the field it is about. Such a refusal lands on that field,
   * focused, in the page's language, instead of in a toast.
   */
  serverFields?: Partial<Record<string, Path<T>>>;
  /** A one-field form: every refusal's words land on this field too (and the toast still says the step failed). */
  failureField?: Path<T>;
};

export type ActionForm<T extends FieldValues> = {
  form: UseFormReturn<T>;
  /** The form's onSubmit: validates, then runs the action once. */
  submit: (event?: BaseSyntheticEvent) => Promise<void>;
  /** The same path with values of the caller's (a second button that sends a value of its own), unchecked. */
  run: (values: T) => Promise<void>;
  pending: boolean;
  /** The last failure's words (null before any and after a new submit) — for forms that show it inline. */
  failure: string | null;
};

type Refusal = { status?: unknown; code?: unknown; key?: unknown };

/** The field a 4xx refusal is about, when the form named one for its code or key. */
function fieldOf<T extends FieldValues>(error: unknown, fields: Partial<Record<string, Path<T>>> | undefined): Path<T> | undefined {
  const refusal = error as Refusal | null | undefined;
  if (!fields || typeof refusal?.status !== 'number' || refusal.status < 400 || refusal.status >= 500) return undefined;
  return (
    (typeof refusal.code === 'string' && fields[refusal.code]) || (typeof refusal.key === 'string' && fields[refusal.key]) || undefined
  );
}

/**
 * The one form kit (issue 74 item 5): react-hook-form with the schema's codes in the page's language,
 * and the one submit path every form shares — the action runs once (a second submit while it is on its
 * way does nothing), `done` is said, `onDone` gets the result; a refusal about a field lands on it, any
 * other failure is said in a toast (or handed back as `failure`) and the form stays as it was.
 */
export function useActionForm<T extends FieldValues, R = unknown>(options: ActionFormOptions<T, R>): ActionForm<T> {
  const say = useFailureText();
  // The first resolver is kept: callers build their options each render and the schema does not change.
  const { schema, resolver } = options;
  const worded = useMemo(() => {
    const base = resolver ?? (schema ? schemaResolver<T>(schema) : undefined);
    return base && translatedResolver(base, (message) => say(message));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [say]);
  const form = useForm<T>({
    resolver: worded,
    defaultValues: options.defaultValues,
    values: options.values,
    // New values from the server do not overwrite what the person is typing.
    resetOptions: options.values ? { keepDirtyValues: true } : undefined,
  });
  const busy = useRef(false);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    action,
    done,
    onDone,
    holdOnDone,
    failure: fallback,
    failureAlways,
    failureTitle,
    failureShown,
    serverFields,
    failureField,
  } = options;

  // Made each render, so a submit runs the action and words of the render it came from.
  const onValid = async (values: T) => {
    // handleSubmit awaits the resolver before this: two quick submits both get here, the first sets the flag.
    if (busy.current) return;
    busy.current = true;
    setPending(true);
    setFailure(null);
    // The last refusal's words leave their fields with the new try, as a check's would.
    const fromServer = [...Object.values(serverFields ?? {}), failureField].filter((name): name is Path<T> => Boolean(name));
    if (fromServer.length) form.clearErrors(fromServer);
    let held = false;
    try {
      const result = await action(values);
      if (done) toast.success(done);
      onDone?.(result, values);
      held = Boolean(holdOnDone);
    } catch (error) {
      const field = fieldOf(error, serverFields);
      const text = failureAlways && fallback ? fallback : say(error, fallback);
      if (failureField) form.setError(failureField, { type: 'server', message: say(error) });
      if (field) form.setError(field, { type: 'server', message: text }, { shouldFocus: true });
      else if (failureShown !== 'inline') {
        if (failureTitle) toast.error(failureTitle, text && text !== failureTitle ? { description: text } : undefined);
        else toast.error(text);
      }
      setFailure(text);
    } finally {
      if (!held) {
        busy.current = false;
        setPending(false);
      }
    }
  };
  const submit = (event?: BaseSyntheticEvent) => form.handleSubmit(onValid)(event);
  return { form, submit, run: onValid, pending, failure };
}
