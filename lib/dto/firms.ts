// A firm's wire types (issue 61 item 4): what a lawyer sees of their firm, its members' legal-aid totals (its
// admin only), and the invitations waiting for them.
import { z } from 'zod';
import { isoDate, uuid } from './wire';

export const firmViewSchema = z.object({
  /** The reader's own id (a member leaves the firm by removing it). */
  you: uuid,
  /** The lawyer's firm (null: none); `is_admin` when they run it. */
  firm: z.object({ _id: uuid, name: z.string(), is_admin: z.boolean(), admin_name: z.string() }).nullable(),
  /** The current ULAS compliance period, in which the totals are counted. */
  period: z.object({ start: isoDate, end: isoDate }),
  required_minutes: z.number().int(),
  /** The members (the admin first), their status and minutes of legal aid this period: for the admin only, else empty. */
  members: z.array(
    z.object({ _id: uuid, name: z.string(), status: z.enum(['INVITED', 'ACTIVE']), period_minutes: z.number().int().nullable() }),
  ),
  /** Firms that invited this lawyer. */
  invitations: z.array(z.object({ firm_id: uuid, firm_name: z.string(), admin_name: z.string() })),
});
export type FirmView = z.infer<typeof firmViewSchema>;
