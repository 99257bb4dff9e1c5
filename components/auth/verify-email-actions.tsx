'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { toast } from 'sonner';
import { useResendVerification } from '@/lib/api/auth';
import { useAuth } from '@/lib/auth/auth-provider';
import { useT } from '@/lib/i18n/client';
import { useAuthMessage } from './auth-messages';

/** "Resend verification email": the new link leads on to `callback` too. */
export function ResendVerificationButton({ callback }: { callback: string | null }) {
  const resend = useResendVerification();
  const t = useT('auth');
  const message = useAuthMessage();
  const onResend = async () => {
    try {
      await resend.mutateAsync(callback);
      toast.success(t('messages.verificationSent'));
    } catch (error) {
      toast.error(message(error));
    }
  };
  return (
    <button type="button" className="btn-primary mt-6 w-full" onClick={onResend} disabled={resend.isPending}>
      {resend.isPending ? t('sending') : t('verifyNotice.resend')}
    </button>
  );
}

/**
 * The link may be opened on another device: once the browser's session answer says the address is
 * verified, the server renders the page again (and sends the user on to callback_url).
 */
export function VerifiedElsewhere() {
  const { user } = useAuth();
  const router = useRouter();
  const verified = Boolean(user?.email_verified);
  useEffect(() => {
    if (verified) router.refresh();
  }, [verified, router]);
  return null;
}
