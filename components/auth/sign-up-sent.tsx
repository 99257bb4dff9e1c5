'use client';

import { MailCheck } from 'lucide-react';
import Link from 'next/link';
import { useState } from 'react';
import { toast } from 'sonner';
import { useResendVerificationByEmail } from '@/lib/api/auth';
import { withCallbackUrl } from '@/lib/auth/callback-url';
import type { BookingIntent } from '@/lib/dto/booking-intent';
import { useHref, useT } from '@/lib/i18n/client';
import { useAuthMessage } from './auth-messages';
import { BookingIntentNote } from './booking-intent-note';
import { richText } from './rich-text';

type Props = {
  email: string;
  callback?: string | null;
  /** The booking the visitor left to sign up (server-checked), and the slot kept meanwhile. */
  intent?: BookingIntent | null;
  /** The sign-up page's id for the kept slot: a resend keeps it for the same page. */
  holdKey?: string;
  /** Back to the form, its values kept, to correct the address. */
  onChangeAddress: () => void;
};

/**
 * What every accepted sign-up shows in place of the form: the server answers the same for an address
 * that already has an account (its owner gets a mail instead), so this never says which it was. The
 * visitor can send the link again (rate-limited by the server, same answer for any address) or go back
 * and correct a mistyped address (issue 45).
 */
export function SignUpSent({ email, callback = null, intent = null, holdKey, onChangeAddress }: Props) {
  const resend = useResendVerificationByEmail();
  const t = useT('auth');
  const href = useHref();
  const translate = useAuthMessage();
  const [resent, setResent] = useState<string | null>(null);
  const onResend = async () => {
    try {
      await resend.mutateAsync({ email, hold_key: holdKey, ...(callback ? { callback_url: callback } : {}) });
      setResent(t('messages.verificationResent'));
    } catch (error) {
      toast.error(translate(error));
    }
  };
  return (
    <div className="flex flex-col items-center gap-3 text-center">
      {intent ? (
        <div className="w-full text-left">
          <BookingIntentNote intent={intent}>
            <p className="mt-1 text-slate-700">{t('sent.hold', { minutes: intent.hold_minutes })}</p>
          </BookingIntentNote>
        </div>
      ) : null}
      <div role="status" className="flex flex-col items-center gap-3">
        <span className="flex h-14 w-14 items-center justify-center rounded-full bg-primary-50 text-primary" aria-hidden="true">
          <MailCheck className="h-7 w-7" />
        </span>
        <h2 className="text-xl font-bold text-slate-900">{t('sent.title')}</h2>
        <p className="text-slate-700">{richText(t, 'sent.body', { email: <strong className="break-all">{email}</strong> })}</p>
      </div>
      <p className="text-sm text-slate-600">{t('sent.cantFind')}</p>
      <div className="flex w-full flex-col gap-2 sm:flex-row">
        <button type="button" className="btn-secondary flex-1" onClick={onResend} disabled={resend.isPending}>
          {resend.isPending ? t('sending') : t('sent.resend')}
        </button>
        <button type="button" className="btn-ghost flex-1" onClick={onChangeAddress}>
          {t('sent.changeAddress')}
        </button>
      </div>
      {resent ? (
        <p role="status" className="text-sm text-slate-700">
          {resent}
        </p>
      ) : null}
      <p className="mt-2 text-sm text-slate-600">
        {t('sent.alreadyVerified')}{' '}
        <Link
          href={callback ? withCallbackUrl(href('/login'), callback) : href('/login')}
          className="font-medium text-primary hover:underline"
        >
          {t('links.signIn')}
        </Link>
      </p>
    </div>
  );
}
