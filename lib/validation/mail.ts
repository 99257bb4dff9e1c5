import { z } from './zod';
import { issueMessage } from '@/lib/errors/issue';

/** GET dev/mailbox: the outbox, optionally for one recipient. */
export const mailboxQuerySchema = z.object({ to: z.string().max(254, issueMessage('admin.invalidRecipient')).optional() });
