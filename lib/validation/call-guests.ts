import { z } from './zod';
import { emailSchema } from './auth';
import { requiredText } from './fields';
import { languageSchema } from './language';
import { issueMessage } from '@/lib/errors/issue';

/**
 * POST meeting/{id}/guest: the client invites one person to the consultation's call (issue 63 item 5);
 * with `email`, the link is also mailed there (in `language`, else the client's).
 */
export const inviteCallGuestSchema = z
  .object({
    name: requiredText(120),
    email: emailSchema.optional(),
    language: languageSchema.optional(),
  })
  .meta({ id: 'InviteCallGuest' });
export type InviteCallGuestInput = z.output<typeof inviteCallGuestSchema>;

/** PUT meeting/{id}/guest: the lawyer lets the waiting guest in, or removes them (the link stops working). */
export const decideCallGuestSchema = z
  .object({ action: z.enum(['admit', 'remove'], { error: issueMessage('callGuest.chooseAdmitOrRemove') }) })
  .strict()
  .meta({ id: 'DecideCallGuest' });

/** A guest link's token as issued (generateToken: 32 random bytes, base64url); anything else is no link. */
export const CALL_GUEST_TOKEN = /^[A-Za-z0-9_-]{43}$/;
