// Issue 64, the matter: the wire schemas of /api/v1/matters/**. A private entry (shared = false) is only ever
// in the lawyer's answers; the client's never hold one (features/matters/rules/matters.ts entryVisibleTo).
import { z } from 'zod';
import { HEARING_MODES, MATTER_ENTRY_KINDS, MATTER_SOURCE_KINDS, NOTICE_READ_STATES } from '@/features/matters/rules/matters';
import { isoDateTime, uuid } from '@/lib/dto/wire';

const personSchema = z.object({ _id: uuid, name: z.string(), picture_url: z.string().nullable() });

/** A hearing as both parties read it (the HEARING entry's details). */
export const hearingDtoSchema = z
  .object({
    _id: uuid,
    entry_id: uuid,
    starts_at: isoDateTime,
    court: z.string(),
    branch: z.string().nullable(),
    mode: z.enum(HEARING_MODES),
    revision: z.number().int(),
    cancelled_at: isoDateTime.nullable(),
    /** The court notice it was read from, when the reader may download it. */
    notice_file_id: uuid.nullable(),
  })
  .meta({ id: 'MatterHearing' });
export type HearingDto = z.infer<typeof hearingDtoSchema>;

const entryFileSchema = z.object({
  _id: uuid,
  name: z.string(),
  content_type: z.string(),
  size_bytes: z.number().int(),
  /** GET matters/{id}/files/{fileId}: the file, for a reader the entry is visible to. */
  url: z.string(),
});

/** One entry of the timeline. */
export const matterEntryDtoSchema = z
  .object({
    _id: uuid,
    kind: z.enum(MATTER_ENTRY_KINDS),
    /** false: private to the lawyer (only in the lawyer's answers). */
    shared: z.boolean(),
    /** null: automatic. */
    author: z.object({ _id: uuid, name: z.string(), role: z.enum(['LAWYER', 'CUSTOMER']) }).nullable(),
    mine: z.boolean(),
    body: z.string().nullable(),
    file: entryFileSchema.nullable(),
    due_at: isoDateTime.nullable(),
    hearing: hearingDtoSchema.nullable(),
    /** An automatic entry's meeting, letter or payment (the page links a meeting or work item). */
    ref: z.object({ kind: z.enum([...MATTER_SOURCE_KINDS, 'PAYMENT']), _id: uuid }).nullable(),
    created_at: isoDateTime,
  })
  .meta({ id: 'MatterEntry' });
export type MatterEntryDto = z.infer<typeof matterEntryDtoSchema>;

/** A matter in a list (GET matters) and at the head of its page. */
const matterSummarySchema = z
  .object({
    _id: uuid,
    title: z.string(),
    problem: z.string().nullable(),
    court: z.string().nullable(),
    case_number: z.string().nullable(),
    branch: z.string().nullable(),
    source: z.object({ kind: z.enum(MATTER_SOURCE_KINDS), _id: uuid }),
    lawyer: personSchema,
    client: personSchema,
    /** The reader's side of it. */
    role: z.enum(['LAWYER', 'CUSTOMER']),
    /** "last update N days ago" (daysSinceUpdate of the last shared update). */
    last_update_days: z.number().int(),
    last_shared_at: isoDateTime,
    /** The next hearing not cancelled and not past, if any. */
    next_hearing: hearingDtoSchema.nullable(),
    closed_at: isoDateTime.nullable(),
    close_reason: z.string().nullable(),
    created_at: isoDateTime,
  })
  .meta({ id: 'MatterSummary' });
export type MatterSummaryDto = z.infer<typeof matterSummarySchema>;

/** GET matters: the reader's matters (open first, then closed), newest first. */
export const matterListSchema = z.object({ results: z.array(matterSummarySchema) }).meta({ id: 'MatterList' });
export type MatterListDto = z.infer<typeof matterListSchema>;

/** A page of entries, newest first; next_cursor: pass as `before` for the older ones (null: no more). */
export const matterEntryPageSchema = z
  .object({ entries: z.array(matterEntryDtoSchema), next_cursor: z.string().nullable() })
  .meta({ id: 'MatterEntryPage' });
export type MatterEntryPageDto = z.infer<typeof matterEntryPageSchema>;

/** What already links the two parties (gathered, read live): meetings, work items, letters. */
const linkedSchema = z.object({
  meetings: z.array(z.object({ _id: uuid, subject: z.string(), start_at: isoDateTime, status: z.string() })),
  work_items: z.array(z.object({ _id: uuid, title: z.string(), status: z.string() })),
  letters: z.array(z.object({ _id: uuid, work_item_id: uuid, version: z.number().int(), status: z.string() })),
  questions: z.array(z.object({ _id: uuid, status: z.string(), created_at: isoDateTime })),
  /** The files of those consultations and work items (each downloads at GET files/{fileId}, which checks the reader). */
  files: z.array(
    z.object({
      _id: uuid,
      name: z.string(),
      size_bytes: z.number().int(),
      url: z.string(),
      on: z.object({ kind: z.enum(MATTER_SOURCE_KINDS), _id: uuid }),
      created_at: isoDateTime,
    }),
  ),
});

/** GET matters/{id}: the matter, its first page of entries, its hearings and what links the parties. */
export const matterViewSchema = z
  .object({
    matter: matterSummarySchema,
    entries: matterEntryPageSchema,
    hearings: z.array(hearingDtoSchema),
    linked: linkedSchema,
    /** The files of the matter the reader may see, newest first (a shelf beside the timeline). */
    file_count: z.number().int(),
  })
  .meta({ id: 'MatterView' });
export type MatterViewDto = z.infer<typeof matterViewSchema>;

/** POST matters: the matter opened, or the one already open on that source (created: false). */
export const matterOpenedSchema = z.object({ _id: uuid, created: z.boolean() }).meta({ id: 'MatterOpened' });

/** GET matters/source/{kind}/{id}: the lawyer's form, prefilled; or the matter already open on it. */
export const matterDraftSchema = z
  .object({
    existing_id: uuid.nullable(),
    title: z.string(),
    problem: z.string().nullable(),
    client: personSchema,
  })
  .meta({ id: 'MatterDraft' });

/** One date a court notice's text offers (lib/rules/hearing-dates.ts); the lawyer picks the hearing. */
const noticeDateSchema = z.object({
  starts_at: isoDateTime,
  /** Whether the text gave a time (else 8:30 in the morning is offered, to correct). */
  has_time: z.boolean(),
  /** What the words around it say it is. */
  label: z.enum(['HEARING', 'ISSUED', 'DEADLINE', 'OTHER']),
  /** The words it was read from. */
  excerpt: z.string(),
});

/** What a notice's text offered: stored with its reading when done (matter_notice_reads.result). */
const noticeFactsSchema = z.object({
  /** false: no text layer (a scan), or a PDF too heavy to read in its budget: the lawyer enters the hearing by hand. */
  has_text: z.boolean(),
  dates: z.array(noticeDateSchema),
  court: z.string().nullable(),
  branch: z.string().nullable(),
  case_number: z.string().nullable(),
});
export type NoticeFactsDto = z.infer<typeof noticeFactsSchema>;

/**
 * POST matters/{id}/notices (202: stored, being read) and GET matters/{id}/notices/{entryId}: the notice (a private
 * FILE entry) and its reading. Until `status` is done, has_text is false, dates empty, court, branch and case number null.
 */
export const noticeReadSchema = noticeFactsSchema
  .extend({
    entry_id: uuid,
    file_id: uuid,
    /** reading: waiting for a reader or being read (poll the GET); done: what the text offered; failed: read by hand. */
    status: z.enum(NOTICE_READ_STATES),
  })
  .meta({ id: 'NoticeRead' });
export type NoticeReadDto = z.infer<typeof noticeReadSchema>;

/** GET/PUT lawyers/profile/matter-nudge. */
export const matterNudgeSchema = z.object({ days: z.number().int() }).meta({ id: 'MatterNudge' });

/** GET/POST auth/account/calendar-feed: the client's private feed (url null: none made yet). */
export const clientFeedSchema = z.object({ url: z.string().nullable() }).meta({ id: 'ClientCalendarFeed' });
