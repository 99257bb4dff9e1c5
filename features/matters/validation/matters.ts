import { z } from '@/lib/validation/zod';
import { HEARING_MODES, MATTER_LIMITS, MATTER_SOURCE_KINDS, NUDGE_DAYS } from '@/features/matters/rules/matters';
import { clearableText, isoInstantSchema, optionalText, requiredText, uuidField } from '@/lib/validation/fields';

// Issue 64, the matter: the bodies shared by the forms, the handlers and the OpenAPI document.

/** POST matters: the lawyer opens a matter from one of their consultations, work items, service orders or questions. */
export const openMatterSchema = z.strictObject({
  source_kind: z.enum(MATTER_SOURCE_KINDS),
  source_id: uuidField('source'),
  title: requiredText(MATTER_LIMITS.title),
  problem: optionalText(MATTER_LIMITS.problem),
  court: optionalText(MATTER_LIMITS.court),
  case_number: optionalText(MATTER_LIMITS.caseNumber),
  branch: optionalText(MATTER_LIMITS.branch),
});
export type OpenMatterInput = z.input<typeof openMatterSchema>;

/** PATCH matters/{id}: the lawyer edits the head (title, court, case number, branch). */
export const editMatterSchema = z.strictObject({
  title: requiredText(MATTER_LIMITS.title).optional(),
  // Left out: unchanged; sent empty: cleared (a case number given in error, a court not yet known).
  problem: clearableText(MATTER_LIMITS.problem),
  court: clearableText(MATTER_LIMITS.court),
  case_number: clearableText(MATTER_LIMITS.caseNumber),
  branch: clearableText(MATTER_LIMITS.branch),
});

/**
 * POST matters/{id}/entries: the lawyer writes an UPDATE or a DEADLINE (shared, or private to themselves);
 * the client writes a COMMENT (always shared). Files: POST matters/{id}/files; hearings: POST matters/{id}/hearings.
 */
export const newEntrySchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('UPDATE'), body: requiredText(MATTER_LIMITS.body), shared: z.boolean().default(true) }),
  z.strictObject({
    kind: z.literal('DEADLINE'),
    body: requiredText(MATTER_LIMITS.body),
    due_at: isoInstantSchema,
    shared: z.boolean().default(true),
  }),
  z.strictObject({ kind: z.literal('COMMENT'), body: requiredText(MATTER_LIMITS.body) }),
]);
export type NewEntryInput = z.input<typeof newEntrySchema>;

/** The multipart fields of POST matters/{id}/files beside the file: a note, and (the lawyer's) shared. */
export const entryFileFieldsSchema = z.strictObject({
  body: optionalText(MATTER_LIMITS.body),
  shared: z.enum(['true', 'false']).default('true'),
});

/** POST matters/{id}/hearings: the lawyer confirms a hearing (from a notice's offered dates, corrected, or by hand). */
export const hearingSchema = z.strictObject({
  starts_at: isoInstantSchema,
  court: requiredText(MATTER_LIMITS.court),
  branch: optionalText(MATTER_LIMITS.branch),
  mode: z.enum(HEARING_MODES).default('IN_PERSON'),
  /** The notice's file (from POST matters/{id}/notices), on this matter. */
  notice_file_id: uuidField('file').optional(),
  note: optionalText(MATTER_LIMITS.body),
  shared: z.boolean().default(true),
});
export type HearingInput = z.input<typeof hearingSchema>;

/** PATCH matters/{id}/hearings/{hearingId}: a change the parties are told of. */
export const hearingChangeSchema = z
  .strictObject({
    starts_at: isoInstantSchema.optional(),
    court: requiredText(MATTER_LIMITS.court).optional(),
    branch: clearableText(MATTER_LIMITS.branch),
    mode: z.enum(HEARING_MODES).optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined));

/** POST matters/{id}/close. */
export const closeMatterSchema = z.strictObject({ reason: requiredText(MATTER_LIMITS.closeReason) });

/** GET matters/{id}/entries?before=…: the cursor a page gave (opaque to the browser). */
export const entryPageQuerySchema = z.strictObject({ before: z.string().max(200).optional() });

/** PUT lawyers/profile/matter-nudge. */
export const matterNudgeInputSchema = z.strictObject({
  days: z.number().int().min(NUDGE_DAYS.min).max(NUDGE_DAYS.max),
});
