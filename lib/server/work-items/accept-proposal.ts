import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import { getDb, tables as t } from '@/lib/db';
import { AppError } from '@/lib/server/platform/http/errors';
import { getPaymentProvider } from '@/lib/server/payments/get-payment-provider';
import { engagementDescription } from '@/lib/server/payments/payment-description';
import { insertPayment, transitionPayments } from '@/lib/server/payments/transition';
import { findPartyWorkItemOrThrow } from './find-party-work-item';
import { transition, tryTransition } from './transition';
import { openCheckout } from '@/lib/server/payments/open-checkout';
import { assertMayDo } from './work-item-rules';
import { assertLetterSigned } from './letters/void-letters';
import type { WorkItemStatus } from '@/lib/rules/work-item-transitions';
import { isProposalExpired } from '@/lib/rules/proposal-expiry';

const stale = () => new AppError('CONFLICT', 'workItems.staleRevision', { key: 'STALE_REVISION' });

/**
 * POST work-items/{id}/accept-proposal: the client accepts the revision they read (PROPOSAL →
 * PAYMENT_PENDING, compare-and-swap on status and revision) once both parties signed the engagement
 * letter of that revision (409 LETTER_NOT_SIGNED before), and a payment row for its fee is written in
 * the same transaction; the checkout opens afterwards. PAID comes only from the provider's webhook.
 */
export async function acceptProposal(
  userId: string,
  workItemId: string,
  input: { revision?: number },
): Promise<{ _id: string; status: 'PAYMENT_PENDING'; checkout_url: string }> {
  const item = await findPartyWorkItemOrThrow(userId, workItemId);
  assertMayDo('accept', item.role, item.status, item.kind);
  if (input.revision !== undefined && input.revision !== item.revision) throw stale();
  // Issue 57 item 11: terms left unanswered past their time are not accepted; the lawyer sends them again.
  if (item.proposedAt && isProposalExpired(item.proposedAt, new Date())) {
    throw new AppError('CONFLICT', 'workItems.proposalExpired', { key: 'PROPOSAL_EXPIRED' });
  }
  const revision = input.revision ?? item.revision;
  const db = await getDb();
  const [lawyer] = await db
    .select({ name: t.lawyerProfiles.displayName })
    .from(t.lawyerProfiles)
    .where(eq(t.lawyerProfiles.userId, item.lawyerId));
  const provider = getPaymentProvider();
  const description = engagementDescription(item.title, lawyer?.name ?? '');
  const payment = await db.transaction(async (tx) => {
    const moved = await tryTransition(tx, item, 'accept', { role: 'CUSTOMER', id: userId }, { where: eq(t.workItems.revision, revision) });
    if (!moved) throw stale();
    // Issue 42: payment opens only once both signed the letter of these terms (checked with the row moved, so locked).
    await assertLetterSigned(tx, workItemId, revision);
    const row = await insertPayment(
      tx,
      {
        customerId: item.customerId,
        lawyerId: item.lawyerId,
        workItemId,
        provider: provider.name,
        amountCentavos: moved.priceCentavos,
        description,
      },
      'open',
      { role: 'CUSTOMER', id: userId },
    );
    return { id: row.id, amount: moved.priceCentavos };
  });
  const checkoutUrl = await openCheckout({
    provider,
    paymentId: payment.id,
    amountCentavos: payment.amount,
    lineItemName: description,
    description,
    metadata: { work_item_id: workItemId },
    revert: () =>
      db
        .transaction(async (tx) => {
          await tryTransition(
            tx,
            { id: workItemId, status: 'PAYMENT_PENDING' },
            'payment-failed',
            { role: 'PAYMENT', id: null },
            { note: 'The checkout could not be opened.' },
          );
        })
        .then(() => undefined),
  });
  return { _id: workItemId, status: 'PAYMENT_PENDING', checkout_url: checkoutUrl };
}

/**
 * PUT work-items/{id} {status: PROPOSAL} by the client while PAYMENT_PENDING: gives up this payment
 * attempt (an abandoned or expired checkout) so the proposal can be accepted again or declined.
 * The payment is closed first — the webhook's order — so the two never deadlock; money that still
 * arrives for it is flagged for refund by the webhook.
 */
export async function cancelWorkItemPayment(userId: string, item: { id: string; status: WorkItemStatus }): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    await transitionPayments(tx, and(eq(t.payments.workItemId, item.id), isNull(t.payments.additionalServiceId))!, 'cancel', {
      role: 'CUSTOMER',
      id: userId,
    });
    await transition(tx, item, 'cancel-payment', { role: 'CUSTOMER', id: userId });
  });
}
