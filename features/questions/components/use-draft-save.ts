'use client';

import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { questionsApi } from '@/features/questions/api/questions';
import type { LegalProblem } from '@/lib/reference/legal-problems';
import { QUESTION_LIMITS } from '@/features/questions/rules/written-questions';
import type { AskQuestionForm } from '@/features/questions/validation/ask-question-checks';

/** The draft is saved this long after the last keystroke (a phone on prepaid data: not on every key). */
const SAVE_DELAY_MS = 800;

type Saving = 'idle' | 'saving' | 'saved' | 'failed';

/**
 * "Ask in writing"'s draft, kept as they write (issue 60): created by the first save once a problem is
 * chosen (`problem` is read when each save runs), then updated; saved SAVE_DELAY_MS after the last change.
 * `saveNow` saves at once (before the checkout), after which `idRef` holds the draft's id (`draftId` is
 * that id as of the last render); `cancelSave` drops a save still waiting.
 */
export function useDraftSave(
  form: UseFormReturn<AskQuestionForm>,
  lawyerId: string,
  problem: RefObject<LegalProblem | null>,
  initialId: string | null,
) {
  const [draftId, setDraftId] = useState<string | null>(initialId);
  const [saving, setSaving] = useState<Saving>('idle');
  // One save at a time, in order; the latest values are read when each runs.
  const chain = useRef<Promise<unknown>>(Promise.resolve());
  const idRef = useRef(draftId);

  const saveNow = useCallback(() => {
    const run = async () => {
      const chosen = problem.current;
      if (!chosen) return;
      const v = form.getValues();
      const fields = {
        problem: chosen._id,
        other_parties: v.parties
          .map((p) => p.name.trim())
          .filter(Boolean)
          .slice(0, QUESTION_LIMITS.otherPartiesMax),
        language: v.language,
        pool_ok: v.pool_ok,
        // Text past its limit is not sent (the server would refuse the whole save); the field says why.
        ...(v.facts.length <= QUESTION_LIMITS.facts ? { facts: v.facts } : {}),
        ...(v.wants.length <= QUESTION_LIMITS.wants ? { wants: v.wants } : {}),
      };
      setSaving('saving');
      try {
        if (idRef.current) await questionsApi.update(idRef.current, fields);
        else {
          const made = await questionsApi.create({ lawyer_id: lawyerId, ...fields });
          idRef.current = made._id;
          setDraftId(made._id);
        }
        setSaving('saved');
      } catch {
        setSaving('failed');
        throw new Error('save failed');
      }
    };
    const next = chain.current.catch(() => undefined).then(run);
    chain.current = next;
    return next;
  }, [form, lawyerId, problem]);

  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const scheduleSave = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void saveNow().catch(() => undefined), SAVE_DELAY_MS);
  }, [saveNow]);
  useEffect(() => {
    const watching = form.watch(() => scheduleSave());
    return () => {
      watching.unsubscribe();
      clearTimeout(timer.current);
    };
  }, [form, scheduleSave]);

  const cancelSave = () => clearTimeout(timer.current);
  return { draftId, idRef, saving, saveNow, scheduleSave, cancelSave };
}
