import { z } from 'zod';

/** POST where-to-start/email: where the answer went (the person's own address). */
export const triageEmailSentSchema = z.object({ sent_to: z.string() }).meta({ id: 'TriageEmailSent' });
