// GET /api/v1/lawyers/{lawyerId}/written-fit?problem= – before paying for a written question: is the problem outside the lawyer's areas, and who handles it (public; issue 72)
import { readQuery, route } from '@/lib/server/platform/http';
import { findQuestionFit } from '@/features/questions/server/question-fit';
import { questionFitQuerySchema } from '@/features/questions/validation/written-question';

export const dynamic = 'force-dynamic';

export const GET = route<{ lawyerId: string }>(async (req, ctx) => {
  const { lawyerId } = await ctx.params;
  const { problem } = readQuery(req, questionFitQuerySchema);
  return findQuestionFit(lawyerId, problem);
});
