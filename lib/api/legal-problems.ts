import type { z } from 'zod';
import type { legalProblemMatchesSchema } from '@/lib/dto/legal-problems';
import { api } from './client';

/** The server's typo-tolerant search of the legal problems (GET /api/v1/legal-problems): their ids, best first. */
export async function findSimilarLegalProblems(q: string, signal?: AbortSignal): Promise<number[]> {
  const { results } = await api.get<z.infer<typeof legalProblemMatchesSchema>>('legal-problems', { q }, signal);
  return results.map((problem) => problem._id);
}
