'use client';

import { useEffect, useState } from 'react';
import type { LegalProblem } from '@/lib/reference/legal-problems';

/**
 * The legal problem for an id, loading the ~190-entry list on demand (it is not needed to paint
 * the results). The server passes the first one in, so the first render already has its label.
 */
export function useLegalProblem(id: number | undefined, initial: LegalProblem | null): LegalProblem | null {
  const [problem, setProblem] = useState<LegalProblem | null>(initial && initial._id === id ? initial : null);
  useEffect(() => {
    if (id === undefined || problem?._id === id) return;
    let live = true;
    void import('@/lib/reference/legal-problems').then((mod) => {
      if (live) setProblem(mod.findLegalProblem(id) ?? null);
    });
    return () => {
      live = false;
    };
  }, [id, problem?._id]);
  return problem && problem._id === id ? problem : null;
}
