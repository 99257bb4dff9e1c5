import 'server-only';
import { getDb } from '@/lib/db';
import { QUESTION_LIMITS } from '@/features/questions/rules/written-questions';
import { AppError } from '@/lib/server/platform/http/errors';
import { getPaymentProvider } from '@/lib/server/payments/get-payment-provider';
import { openCheckout } from '@/lib/server/payments/open-checkout';
import { questionDescription } from '@/lib/server/payments/payment-description';
import { insertPayment } from '@/lib/server/payments/transition';
import { offeringLawyerOrThrow } from './drafts';
import { findQuestionAsOrThrow } from './find-question';
import { moveQuestion, tryMoveQuestion } from './transition';

const PAYMENT = { role: 'PAYMENT' as const, id: null };

/** A draft ready to be paid for: the problem, what happened, what they want to know, 1–5 other parties. */
function assertComplete(q: { facts: string; wants: string; otherParties: string[] }): void {
  const parties = q.otherParties.length;
  if (!q.facts.trim() || !q.wants.trim() || parties < QUESTION_LIMITS.otherPartiesMin || parties > QUESTION_LIMITS.otherPartiesMax)
    throw new AppError('UNPROCESSABLE', 'questions.draftIncomplete', { key: 'DRAFT_INCOMPLETE' });
}

/**
 * POST questions/{id}/checkout: the complete draft DRAFT → PAYMENT_PENDING at the lawyer's current price
 * (refused when they no longer offer written questions or are not listed), its payment row in the same
 * transaction, then the provider's checkout (the shared openCheckout; if it cannot open, the question
 * is a draft again). The question is sent to the lawyer only when the provider says it is paid.
 */
export async function startQuestionCheckout(
  userId: string,
  questionId: string,
): Promise<{ _id: string; status: 'PAYMENT_PENDING'; checkout_url: string }> {
  const q = await findQuestionAsOrThrow(userId, questionId, 'CUSTOMER');
  if (q.status !== 'DRAFT') throw new AppError('CONFLICT', 'questions.notYourStep', { key: 'INVALID_TRANSITION' });
  assertComplete(q);
  const lawyer = await offeringLawyerOrThrow(q.lawyerId);
  const provider = getPaymentProvider();
  const description = questionDescription(lawyer.name);
  const db = await getDb();
  const actor = { role: 'CUSTOMER' as const, id: userId };
  const payment = await db.transaction(async (tx) => {
    await moveQuestion(tx, q, 'checkout', actor, { set: { priceCentavos: lawyer.price } });
    return insertPayment(
      tx,
      { customerId: userId, lawyerId: lawyer.userId, questionId, provider: provider.name, amountCentavos: lawyer.price, description },
      'open',
      actor,
    );
  });
  const checkoutUrl = await openCheckout({
    provider,
    paymentId: payment.id,
    amountCentavos: lawyer.price,
    lineItemName: description,
    description,
    metadata: { question_id: questionId },
    revert: () =>
      db.transaction(async (tx) => {
        await tryMoveQuestion(tx, { id: questionId, status: 'PAYMENT_PENDING' }, 'payment-failed', PAYMENT);
      }),
  });
  return { _id: questionId, status: 'PAYMENT_PENDING', checkout_url: checkoutUrl };
}
