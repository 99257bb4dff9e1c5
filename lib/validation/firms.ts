import { z } from './zod';
import { emailSchema } from './auth';
import { requiredText } from './fields';

// Issue 61 item 4: a firm of lawyers whose admin sees the members' legal-aid totals. Shared by the form, the handlers and OpenAPI.

const FIRM_NAME_MAX = 120;

/** POST lawyers/profile/firm: the lawyer starts a firm and becomes its admin. */
export const createFirmSchema = z.object({ name: requiredText(FIRM_NAME_MAX) });

/** POST lawyers/profile/firm/members: the admin invites a lawyer by their account's e-mail. */
export const inviteFirmMemberSchema = z.object({ email: emailSchema });

/** POST lawyers/profile/firm/invitations/{firmId}: the invited lawyer accepts or declines. */
export const answerFirmInvitationSchema = z.object({ accept: z.boolean() });
