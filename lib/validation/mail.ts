import { z } from './zod';

/** GET dev/mailbox: the outbox, optionally for one recipient. */
export const mailboxQuerySchema = z.object({ to: z.string().max(254, 'Invalid recipient.').optional() });
