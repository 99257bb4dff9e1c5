import { loose, type AnyTranslator } from './rich-text';

/** "Register by email, Google or Facebook.": naming only the sign-ins this server has configured, in `t`'s language. */
export function signUpSubtitle(providers: { label: string }[], translator: AnyTranslator): string {
  const t = loose(translator);
  const ways = [t('customer.email'), ...providers.map((p) => p.label)];
  return t('customer.subtitle', { ways: orList(ways, translator) });
}

/** "a", "a or b", "a, b or c" in `t`'s language (`listOr`). */
export function orList(items: string[], t: AnyTranslator): string {
  return items.length === 1 ? items[0] : loose(t)('listOr', { list: items.slice(0, -1).join(', '), last: items.at(-1)! });
}
