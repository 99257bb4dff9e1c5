import { Fragment, type ReactNode } from 'react';

// A translated sentence with elements inside it ("We sent a link to <strong>{email}</strong>."): the
// translators return plain text (lib/i18n/client.tsx), so each element goes in as a private-use
// character no message contains, and the text is cut there. One sentence per language keeps its
// own word order.

const FIRST_MARK = 0xe000;

/** Any translator: the client's `useT` or the server's typed `textFor` (whose keys are checked where it is called). */
export type AnyTranslator = (key: never, values?: never) => string;
type Format = (key: string, values?: Record<string, string | number>) => string;

/** A translator called with keys built here (`customer.subtitle`), which its own typing cannot follow. */
export const loose = (t: AnyTranslator) => t as unknown as Format;

/** `richText(t, 'sent.body', { email: <strong>{email}</strong> })`; plain `values` beside the elements. */
export function richText(
  t: AnyTranslator,
  key: string,
  nodes: Record<string, ReactNode>,
  values: Record<string, string | number> = {},
): ReactNode {
  const names = Object.keys(nodes);
  const marks = Object.fromEntries(names.map((name, i) => [name, String.fromCharCode(FIRST_MARK + i)]));
  return loose(t)(key, { ...values, ...marks })
    .split(/([\uE000-\uE0FF])/)
    .filter(Boolean)
    .map((part, i) => {
      const index = part.length === 1 ? part.charCodeAt(0) - FIRST_MARK : -1;
      return <Fragment key={i}>{index >= 0 && index < names.length ? nodes[names[index]] : part}</Fragment>;
    });
}
