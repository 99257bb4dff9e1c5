import { z } from 'zod';

/** POST where-to-start/email: where the answer went (the person's own address). */
export const whereToStartEmailSentSchema = z.object({ sent_to: z.string() }).meta({ id: 'TriageEmailSent' });
