'use client';

import Link from 'next/link';
import { CodeEntry } from '@/components/portal/phone-code-entry';
import { useAccountPhone } from '@/lib/api/account-phone';
import { useT } from '@/lib/i18n/client';
import { richText } from './rich-text';

/**
 * Issue 72 item 6: the 6-digit code texted to the number given at sign-up, which went out when the e-mail
 * was verified, is typed on that same page — where we say it was sent — and not only in Account settings
 * (still named, for later). The account's phone as GET auth/account/phone reads it; the portal's code
 * entry (its words: `portal` phone.*) verifies it, resends it, and says when it is locked or expired.
 */
export function PhoneCodeHere({ sentTo, settingsHref }: { sentTo: string; settingsHref: string }) {
  const t = useT('auth');
  const { data: phone } = useAccountPhone();
  if (phone?.verified) {
    return (
      <p className="text-sm font-medium text-primary" data-testid="phone-verified">
        {t('verifyToken.phoneVerified', { number: phone.display })}
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-slate-700" data-testid="phone-code-sent">
        {richText(
          t,
          'verifyToken.phoneCodeSent',
          {
            link: (
              <Link href={settingsHref} className="font-medium text-primary underline">
                {t('verifyToken.enterCode')}
              </Link>
            ),
          },
          { number: sentTo },
        )}
      </p>
      {phone ? <CodeEntry phone={phone} focusSignal={1} onResent={() => undefined} /> : null}
    </div>
  );
}
