import Link from 'next/link';
import { withCallbackUrl } from '@/lib/auth/callback-url';
import { signInPurpose, type SignInPurpose } from '@/lib/auth/sign-in-purpose';
import { localePath, type Locale } from '@/lib/i18n/paths';
import type { ServerT } from '@/lib/i18n/server';
import { LEGAL_AID_PATH } from '@/features/legal-aid/reference/legal-aid-link';

const LINK = 'font-medium text-primary underline underline-offset-2';

/**
 * Issue 72 item 6: what the person was doing, on the sign-in wall (signInPurpose of the callback): the
 * sign-in page's subtitle instead of "Welcome back…" (`mode` signIn), a line above the sign-up choices
 * and form (signUp; the spec's titles stay). Legal aid adds what can be done today, before the free
 * consultation (the desk's "What you can do today"); paying for someone needs no account, so the way back.
 */
export function SignInPurposeNote({
  purpose,
  callback,
  mode,
  locale,
  t,
}: {
  purpose: SignInPurpose;
  /** The callback path the purpose was read from (same-origin, checked). */
  callback: string;
  mode: 'signIn' | 'signUp';
  locale: Locale;
  t: ServerT<'auth'>;
}) {
  // The legal problem the desk was opened with, kept for its "today" list.
  const problem = new URL(callback, 'http://x').searchParams.get('problem');
  const today = localePath(locale, `${LEGAL_AID_PATH}${problem && /^\d{1,4}$/.test(problem) ? `?problem=${problem}` : ''}#today`);
  return (
    <span className="block" data-testid="sign-in-purpose" data-purpose={purpose}>
      <span className="block">
        {mode === 'signIn'
          ? // "New here? Create a free account": the sign-up, keeping where they go next.
            t.rich(`purpose.signIn.${purpose}`, {
              link: (chunks) => (
                <Link href={withCallbackUrl(localePath(locale, '/signup'), callback)} className={LINK}>
                  {chunks}
                </Link>
              ),
            })
          : t(`purpose.signUp.${purpose}`)}
      </span>
      {purpose === 'legal-aid' ? (
        <span className="mt-1 block">
          {t.rich('purpose.today', {
            link: (chunks) => (
              <Link href={today} className={LINK}>
                {chunks}
              </Link>
            ),
          })}
        </span>
      ) : null}
      {purpose === 'pay-for-someone' ? (
        <span className="mt-1 block">
          <Link href={callback} className={LINK}>
            {t('purpose.backToPayment')}
          </Link>
        </span>
      ) : null}
    </span>
  );
}

/** The sign-up pages' line naming the purpose, above the choices or the form; nothing without one. */
export function SignUpPurpose({ callback, locale, t }: { callback: string | null; locale: Locale; t: ServerT<'auth'> }) {
  const purpose = signInPurpose(callback);
  if (!purpose || !callback) return null;
  return (
    <div className="mb-5 rounded-lg bg-primary-50 p-3 text-sm text-slate-800 ring-1 ring-primary-100">
      <SignInPurposeNote purpose={purpose} callback={callback} mode="signUp" locale={locale} t={t} />
    </div>
  );
}
