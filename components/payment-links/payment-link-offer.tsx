import { SERVER_ERROR_WORDS } from '@/lib/errors/error-text';
import { ClientMessages } from '@/lib/i18n/client-messages';
import type { Locale } from '@/lib/i18n/paths';
import { PaymentLinkPanel } from './payment-link-panel';

/**
 * "Someone else can pay" with its words, wherever a client's open payment is shown (issue 72 item 2): the
 * checkout of anything paid for, and the sandbox's hosted page that "Go to payment" opens.
 */
export function PaymentLinkOffer({ locale, paymentId }: { locale: Locale; paymentId: string }) {
  return (
    <ClientMessages locale={locale} namespaces={['payLink', SERVER_ERROR_WORDS]}>
      <PaymentLinkPanel paymentId={paymentId} />
    </ClientMessages>
  );
}
