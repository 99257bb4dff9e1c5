import 'server-only';
import { getPaymentProvider } from '@/lib/server/payments/get-payment-provider';
import { settleSandboxRefunds } from '@/lib/server/payments/sandbox-refunds';
import { reconcileRefunds } from './reconcile-refunds';
import { sendRefundNotices } from './send-refund-notices';
import { sendRefunds } from './send-refunds';

/**
 * The refunds' part of a scheduler pass: send what is due (granted and never sent, or to be sent
 * again), let the built-in sandbox settle its own (it is the provider then), ask the provider about
 * refunds still pending, and tell clients how theirs ended. Returns how many refunds it sent.
 */
export async function followRefunds(options: { now?: Date } = {}): Promise<number> {
  const provider = getPaymentProvider();
  const sent = await sendRefunds({ now: options.now, provider });
  try {
    if (provider.name === 'SANDBOX') await settleSandboxRefunds({ now: options.now });
    await reconcileRefunds({ now: options.now, provider });
  } catch (error) {
    console.error('[refunds] follow-up', error);
  }
  await sendRefundNotices();
  return sent.sent;
}
