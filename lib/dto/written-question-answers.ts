// The answers of the written-question calls the pages make that are not a question's view (issue 60):
// a draft created, its checkout, the lawyer's price. The routes' handlers answer these shapes
// (lib/server/questions: createQuestionDraft, startQuestionCheckout, setQuestionPrice).
import { z } from 'zod';
import { uuid } from './wire';

/** POST questions: the draft created. */
export const questionRefSchema = z.object({ _id: uuid });

/** POST questions/{id}/checkout: the provider's page to pay on. */
export const questionCheckoutSchema = z.object({ _id: uuid, status: z.literal('PAYMENT_PENDING'), checkout_url: z.string() });

/** PUT lawyers/me/question-price. */
export const questionPriceAnswerSchema = z.object({ price_centavos: z.number().int().nullable() });
