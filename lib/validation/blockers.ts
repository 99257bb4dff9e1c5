import { z } from 'zod';
import { MESSAGES, maxLengthMessage } from './messages';
import { pagingQueryFields } from './paging';

/** Spec §8 blocker toasts, letter for letter (creating one really says "meeting"). */
export const BLOCKER_MESSAGES = {
  createFailed: 'Failed to create meeting',
  deleteFailed: 'Failed to delete blocker',
  updateFailed: 'Failed to update blocker',
  // Ours: the spec gives no success texts.
  created: 'Blocker added',
  updated: 'Blocker updated',
  deleted: 'Blocker deleted',
  endBeforeStart: 'The end must be after the start.',
  tooLong: 'A blocker can span at most 60 days.',
} as const;

const MAX_SPAN_MS = 60 * 24 * 3_600_000;

const instant = z
  .string({ error: MESSAGES.required })
  .min(1, MESSAGES.required)
  .max(40, 'Invalid date.')
  .refine((v) => /^\d{4}-\d{2}-\d{2}T/.test(v) && !Number.isNaN(Date.parse(v)), 'Invalid date.');

export const blockerSchema = z
  .object({
    start_time: instant,
    end_time: instant,
    title: z.string().trim().max(100, maxLengthMessage(100)).optional().transform((v) => v || undefined),
    notes: z.string().trim().max(1000, maxLengthMessage(1000)).optional().transform((v) => v || undefined),
  })
  .refine((b) => Date.parse(b.end_time) > Date.parse(b.start_time), { error: BLOCKER_MESSAGES.endBeforeStart, path: ['end_time'] })
  .refine((b) => Date.parse(b.end_time) - Date.parse(b.start_time) <= MAX_SPAN_MS, { error: BLOCKER_MESSAGES.tooLong, path: ['end_time'] });
export type BlockerInput = z.input<typeof blockerSchema>;

export const blockersQuerySchema = z.object({
  from: instant.optional(),
  to: instant.optional(),
  ...pagingQueryFields,
});
