import { z } from 'zod';
import { APP_NAME } from '@/lib/config/app';
import { pagingQueryFields } from './paging';
import { isoInstantSchema, optionalText, requiredText, uuidField } from './fields';
import { CALL_TYPES } from './meetings';
import { WORK_ITEM_STATUSES } from '@/lib/rules/work-item-transitions';
import { issueMessage } from '@/lib/errors/issue';

// One set of schemas for the proposal form, the work-item pages and the /api/v1/work-items handlers.

/**
 * Spec §8 work-item texts, letter for letter; the comment texts are the same sentences the meeting
 * pages use. Texts the spec does not give are marked as ours.
 */
export const WORK_ITEM_MESSAGES = {
  listFailed: 'Failed to get work items',
  completeFailed: 'Failed to complete work item',
  detailsFailed: 'Failed to get work item details',
  addServiceFailed: 'Failed to add additional service',
  addMeetingFailed: 'Failed to add work item meeting',
  createMeetingFailed: 'Failed to create work item meeting',
  addCommentFailed: 'Failed to add work item comment',
  commentDeleteFailed: 'Failed to delete the comment',
  commentUpdateFailed: 'Failed to update the comment',
  commentDeleted: 'Comment deleted :)',
  commentUpdated: 'Comment updated successfully!',
  // Ours: outcomes the spec names no sentence for.
  saved: 'Draft saved',
  saveFailed: 'Failed to save work item',
  proposed: 'Proposal sent to your client',
  revised: 'Revised proposal sent to your client',
  withdrawn: 'Proposal withdrawn. It is a draft again.',
  deleted: 'Draft deleted',
  deleteFailed: 'Failed to delete work item',
  rejected: 'You declined this proposal',
  rejectFailed: 'Failed to decline the proposal',
  acceptFailed: 'Failed to accept the proposal',
  paymentCancelled: 'Payment attempt cancelled',
  lawyerCompleted: 'Marked as complete. Your client will be asked to confirm.',
  confirmed: 'Thank you! The engagement is complete.',
  serviceAdded: 'Additional service offered to your client',
  purchaseFailed: 'Failed to start the payment',
  meetingAdded: 'Meeting added',
  meetingScheduled: 'Meeting scheduled',
  notFound: 'Work item not found.',
  notChangeable: 'This engagement can no longer be changed.',
  notAllowed: 'This step is not possible for this engagement now.',
  staleRevision: 'The lawyer changed the terms meanwhile. Please read the new proposal.',
  proposalExpired: 'This proposal has expired. Ask your lawyer to send it again.',
  notClient: 'You can send proposals only to clients who have booked you.',
  priceMismatch: 'The fee must be the sum of its breakdown.',
  feeTooLow: 'The fee must be at least ₱100.',
  feeTooHigh: 'The fee can be at most ₱10,000,000.',
  feeLinesRequired: 'Add at least one fee line.',
  notLawyerCompleted: 'Your lawyer has not marked the work as complete yet.',
  meetingTaken: 'This included meeting is already scheduled.',
  meetingsUsed: 'All included meetings are scheduled.',
  serviceNotFound: 'Additional service not found.',
  serviceNotForSale: 'This additional service cannot be bought now.',
} as const;

/** Fees in integer centavos: ₱100 to ₱10,000,000 in total (PayMongo takes far more than the minimum). */
const FEE_MIN_CENTAVOS = 10_000;
const FEE_MAX_CENTAVOS = 1_000_000_000;
export const FEE_LINES_MAX = 20;
export const INCLUDED_MEETINGS_MAX = 10;
export const WORK_ITEM_TEXT = {
  title: 150,
  scope: 5000,
  deliverables: 3000,
  paymentTerms: 1000,
  timeline: 200,
  reason: 1000,
  serviceDescription: 2000,
} as const;

const centavos = z
  .number({ error: issueMessage('workItems.enterAmount') })
  .int(issueMessage('workItems.amountsWholeCentavos'))
  .min(100, issueMessage('workItems.eachLineMustAt'))
  .max(FEE_MAX_CENTAVOS, issueMessage('workItems.feeTooHigh'));

const feeLineSchema = z.object({ label: requiredText(120), amount: centavos });

const duration = z.union([z.literal(30), z.literal(60)], { error: issueMessage('meetings.choose3060Minutes') });

const includedMeetingsSchema = z.object({
  count: z
    .number({ error: issueMessage('workItems.enterNumber') })
    .int(issueMessage('workItems.enterWholeNumber'))
    .min(0, issueMessage('workItems.enterNumber'))
    .max(INCLUDED_MEETINGS_MAX, issueMessage('workItems.atMostMeetings', { max: INCLUDED_MEETINGS_MAX })),
  duration,
});

const feeBreakdown = z
  .array(feeLineSchema, { error: issueMessage('workItems.feeLinesRequired') })
  .min(1, issueMessage('workItems.feeLinesRequired'))
  .max(FEE_LINES_MAX, issueMessage('workItems.atMostLines', { max: FEE_LINES_MAX }))
  .superRefine((lines, ctx) => {
    const total = lines.reduce((sum, l) => sum + l.amount, 0);
    if (total < FEE_MIN_CENTAVOS) ctx.addIssue({ code: 'custom', message: issueMessage('workItems.feeTooLow') });
    if (total > FEE_MAX_CENTAVOS) ctx.addIssue({ code: 'custom', message: issueMessage('workItems.feeTooHigh') });
  });

/** The terms of an engagement: what the client reads before paying. */
const workItemTermsSchema = z.object({
  title: requiredText(WORK_ITEM_TEXT.title),
  scope: requiredText(WORK_ITEM_TEXT.scope),
  deliverables: requiredText(WORK_ITEM_TEXT.deliverables),
  fee_breakdown: feeBreakdown,
  /** Optional; when given it must equal the breakdown's sum. */
  price: z.number().int().optional(),
  payment_terms: requiredText(WORK_ITEM_TEXT.paymentTerms),
  estimated_timeline: requiredText(WORK_ITEM_TEXT.timeline),
  included_meetings: includedMeetingsSchema.default({ count: 0, duration: 60 }),
});
export type WorkItemTerms = z.output<typeof workItemTermsSchema>;

/** POST work-items: a draft for one of the lawyer's clients, or straight to PROPOSAL. */
export const createWorkItemSchema = workItemTermsSchema.extend({
  customer_id: uuidField('client'),
  status: z.enum(['DRAFT', 'PROPOSAL'], { error: issueMessage('admin.unknownStatus') }).optional(),
});
export type CreateWorkItemInput = z.input<typeof createWorkItemSchema>;

/**
 * PUT work-items/{id}: new terms (lawyer) and/or a status move (either side, per the transition
 * table). Terms are all-or-nothing: a change is a whole new set, never a patch of a sent proposal.
 */
export const updateWorkItemSchema = z.object({
  terms: workItemTermsSchema.optional(),
  status: z.enum(WORK_ITEM_STATUSES, { error: issueMessage('admin.unknownStatus') }).optional(),
  reason: optionalText(WORK_ITEM_TEXT.reason),
});
export type UpdateWorkItemInput = z.input<typeof updateWorkItemSchema>;

export const acceptProposalSchema = z.object({
  revision: z
    .number({ error: issueMessage('letters.invalidRevision') })
    .int(issueMessage('letters.invalidRevision'))
    .min(1, issueMessage('letters.invalidRevision'))
    .optional(),
});

export const additionalServiceSchema = z.object({
  title: requiredText(WORK_ITEM_TEXT.title),
  description: optionalText(WORK_ITEM_TEXT.serviceDescription),
  price: z
    .number({ error: issueMessage('workItems.enterAmount') })
    .int(issueMessage('workItems.amountsWholeCentavos'))
    .min(FEE_MIN_CENTAVOS, issueMessage('workItems.feeTooLow'))
    .max(FEE_MAX_CENTAVOS, issueMessage('workItems.feeTooHigh')),
});
export type AdditionalServiceInput = z.input<typeof additionalServiceSchema>;

export const purchaseServiceSchema = z.object({ additional_service_id: uuidField('additional service') });

export const addWorkItemMeetingSchema = z.object({ title: optionalText(WORK_ITEM_TEXT.title), duration });
export type AddWorkItemMeetingInput = z.input<typeof addWorkItemMeetingSchema>;

export const scheduleWorkItemMeetingSchema = z.object({
  work_item_meeting_id: uuidField('meeting'),
  start_time: isoInstantSchema,
  call_type: z.enum(CALL_TYPES, { error: issueMessage('meetings.chooseVideoPhone') }).default('VIDEO'),
});
export type ScheduleWorkItemMeetingInput = z.input<typeof scheduleWorkItemMeetingSchema>;

export const rescheduleWorkItemMeetingSchema = z.object({ start_time: isoInstantSchema, reason: optionalText(200) });

const statusList = z.enum(WORK_ITEM_STATUSES, { error: issueMessage('admin.unknownStatus') });
export const workItemsQuerySchema = z.object({
  status: z.union([statusList, z.array(statusList).max(WORK_ITEM_STATUSES.length)]).optional(),
  ...pagingQueryFields,
});

/** "15,000.50" → 1500050 centavos; null when it is not an amount. */
export function pesosToCentavos(text: string): number | null {
  const clean = text.replace(/[₱,\s]/g, '');
  if (!/^\d{1,8}(\.\d{1,2})?$/.test(clean)) return null;
  const [whole, fraction = ''] = clean.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** 1500050 → "15000.50" (the form's text). */
export function centavosToPesos(value: number): string {
  return value % 100 === 0 ? String(value / 100) : (value / 100).toFixed(2);
}

const pesoText = z
  .string({ error: issueMessage('workItems.enterAmount') })
  .trim()
  .min(1, issueMessage('workItems.enterAmount'))
  .transform((v, ctx) => {
    const c = pesosToCentavos(v);
    if (c === null) {
      ctx.addIssue({ code: 'custom', message: issueMessage('workItems.enterAmountPesosE') });
      return z.NEVER;
    }
    return c;
  })
  .pipe(centavos);

/** The proposal form: pesos as typed, client chosen; its output is the API's terms. */
export const workItemFormSchema = z.object({
  customer_id: uuidField('client'),
  title: requiredText(WORK_ITEM_TEXT.title),
  scope: requiredText(WORK_ITEM_TEXT.scope),
  deliverables: requiredText(WORK_ITEM_TEXT.deliverables),
  fee_breakdown: z
    .array(z.object({ label: requiredText(120), amount: pesoText }))
    .min(1, issueMessage('workItems.feeLinesRequired'))
    .max(FEE_LINES_MAX, issueMessage('workItems.atMostLines', { max: FEE_LINES_MAX }))
    .superRefine((lines, ctx) => {
      const total = lines.reduce((sum, l) => sum + l.amount, 0);
      if (total < FEE_MIN_CENTAVOS) ctx.addIssue({ code: 'custom', message: issueMessage('workItems.feeTooLow') });
      if (total > FEE_MAX_CENTAVOS) ctx.addIssue({ code: 'custom', message: issueMessage('workItems.feeTooHigh') });
    }),
  payment_terms: requiredText(WORK_ITEM_TEXT.paymentTerms),
  estimated_timeline: requiredText(WORK_ITEM_TEXT.timeline),
  included_meetings: z.object({
    count: z.coerce
      .number({ error: issueMessage('workItems.enterNumber') })
      .int(issueMessage('workItems.enterWholeNumber'))
      .min(0, issueMessage('workItems.enterNumber'))
      .max(INCLUDED_MEETINGS_MAX, issueMessage('workItems.atMostMeetings', { max: INCLUDED_MEETINGS_MAX })),
    duration: z.coerce.number().pipe(duration),
  }),
});
export type WorkItemFormValues = z.input<typeof workItemFormSchema>;
export type WorkItemFormOutput = z.output<typeof workItemFormSchema>;

/** The additional-service form: pesos as typed. */
export const additionalServiceFormSchema = z.object({
  title: requiredText(WORK_ITEM_TEXT.title),
  description: optionalText(WORK_ITEM_TEXT.serviceDescription),
  price: pesoText.pipe(z.number().min(FEE_MIN_CENTAVOS, issueMessage('workItems.feeTooLow'))),
});
export type AdditionalServiceFormValues = z.input<typeof additionalServiceFormSchema>;

/** What a first-time client reads by default; the lawyer may change it. */
export const DEFAULT_PAYMENT_TERMS = `The full fee is paid through ${APP_NAME} when you accept this proposal. Government filing fees and other costs paid to third parties are not included unless listed above; I will ask before incurring any.`;

/** GET work-items/{id}/meetings/slots. */
export const workItemSlotsQuerySchema = z.object({
  duration: z.enum(['30', '60'], { error: issueMessage('search.invalidDuration') }).transform((d) => Number(d) as 30 | 60),
  tz: z.string().max(64, issueMessage('common.unknownTimeZone')).optional(),
});
