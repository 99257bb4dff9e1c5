// PUT /api/v1/lawyers/profile/question-price – the lawyer's price of one written question {price_centavos}, or null: not offered
import { readJson, route } from '@/lib/server/platform/http';
import { requireLawyer } from '@/lib/server/auth/require-user';
import { setQuestionPrice } from '@/features/questions/server/question-price';
import { questionPriceSchema } from '@/features/questions/validation/written-question';

export const dynamic = 'force-dynamic';

export const PUT = route(async (req) => {
  const lawyer = await requireLawyer(req);
  const { price_centavos } = await readJson(req, questionPriceSchema);
  return setQuestionPrice(lawyer.id, price_centavos);
});
