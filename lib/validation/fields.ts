import { z } from './zod';
import { MESSAGES, maxLengthMessage } from './messages';

/** Text the user must give, trimmed, at most `max` characters (the spec's messages). */
export const requiredText = (max: number) => z.string({ error: MESSAGES.required }).trim().min(1, MESSAGES.required).max(max, maxLengthMessage(max));
