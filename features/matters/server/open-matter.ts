import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '@/lib/db';
import { getDb, tables as t } from '@/lib/db';
import type { matterDraftSchema, matterOpenedSchema } from '@/features/matters/dto/matters';
import { problemLabelsFor } from '@/lib/i18n/problem-labels';
import { findLegalProblem } from '@/lib/reference/legal-problems';
import { problemLabel } from '@/lib/reference/problem-label';
import { MATTER_LIMITS, MATTER_SOURCE_KINDS, MATTER_SOURCE_STATUSES, type MatterSourceKind } from '@/features/matters/rules/matters';
import { meetingKindsWhere } from '@/lib/rules/meeting-kinds';
import { AppError } from '@/lib/server/platform/http/errors';
import { isUuid } from '@/lib/validation/ids';
import type { openMatterSchema } from '@/features/matters/validation/matters';
import { personOf } from './matter-people';

// Issue 64 item 1: the lawyer opens a matter from one of their own consultations, work items, service orders
// or taken written questions. The client is the source's; one matter per source (matters_source_key).

type Source = { customerId: string; title: string; problem: string | null };

const sourceNotFound = () => new AppError('NOT_FOUND', 'matters.sourceNotFound', { key: 'MATTER_SOURCE_NOT_FOUND' });

const clip = (text: string | null | undefined, max: number): string | null => {
  const trimmed = text?.trim();
  return trimmed ? trimmed.slice(0, max) : null;
};

/** A finder is called with its own key, `kind`: the engagement it looks for is of that kind. */
type SourceFinder = (db: Db, lawyerId: string, sourceId: string, kind: MatterSourceKind) => Promise<Source | undefined>;

/** How each engagement kind is found as the lawyer's source, and what the matter takes from it (its title, its problem). */
const SOURCES: { readonly [K in MatterSourceKind]: SourceFinder } = {
  MEETING: async (db, lawyerId, sourceId) => {
    const [m] = await db
      .select({ customerId: t.meetings.customerId, subject: t.meetings.subject, description: t.meetings.description })
      .from(t.meetings)
      .where(
        and(
          eq(t.meetings.id, sourceId),
          eq(t.meetings.lawyerId, lawyerId),
          inArray(t.meetings.status, [...MATTER_SOURCE_STATUSES.MEETING]),
          inArray(
            t.meetings.kind,
            meetingKindsWhere((k) => k.opensMatter),
          ),
        ),
      );
    return m && { customerId: m.customerId, title: m.subject, problem: m.description };
  },
  WORK_ITEM: async (db, lawyerId, sourceId, kind) => {
    const [w] = await db
      .select({ customerId: t.workItems.customerId, title: t.workItems.title, description: t.workItems.description })
      .from(t.workItems)
      .innerJoin(t.engagements, and(eq(t.engagements.id, t.workItems.id), eq(t.engagements.kind, kind)))
      .where(
        and(
          eq(t.workItems.id, sourceId),
          eq(t.workItems.lawyerId, lawyerId),
          inArray(t.workItems.status, [...MATTER_SOURCE_STATUSES.WORK_ITEM]),
        ),
      );
    return w && { customerId: w.customerId, title: w.title, problem: w.description };
  },
  SERVICE_ORDER: async (db, lawyerId, sourceId) => {
    const [w] = await db
      .select({ customerId: t.workItems.customerId, title: t.workItems.title })
      .from(t.workItems)
      .innerJoin(t.serviceOrders, eq(t.serviceOrders.id, t.workItems.id))
      .where(
        and(
          eq(t.workItems.id, sourceId),
          eq(t.workItems.lawyerId, lawyerId),
          inArray(t.serviceOrders.status, [...MATTER_SOURCE_STATUSES.SERVICE_ORDER]),
        ),
      );
    return w && { customerId: w.customerId, title: w.title, problem: null };
  },
  QUESTION: async (db, lawyerId, sourceId) => {
    const [q] = await db
      .select({ customerId: t.writtenQuestions.customerId, problem: t.writtenQuestions.problem, facts: t.writtenQuestions.facts })
      .from(t.writtenQuestions)
      .where(
        and(
          eq(t.writtenQuestions.id, sourceId),
          eq(t.writtenQuestions.lawyerId, lawyerId),
          inArray(t.writtenQuestions.status, [...MATTER_SOURCE_STATUSES.QUESTION]),
        ),
      );
    if (!q) return undefined;
    const [reader] = await db.select({ language: t.users.language }).from(t.users).where(eq(t.users.id, lawyerId));
    const found = findLegalProblem(q.problem);
    const title = found ? problemLabel(problemLabelsFor(reader?.language ?? 'en'), found) : String(q.problem);
    return { customerId: q.customerId, title, problem: q.facts };
  },
};

/**
 * The lawyer's own source, or 404 (another lawyer's, unknown, or not one a matter opens from: a notarial
 * appointment, or a source not in MATTER_SOURCE_STATUSES — a consultation never held, a proposal or a draft, an
 * order not taken, a question offered and not taken).
 */
async function findLawyerSource(db: Db, lawyerId: string, kind: MatterSourceKind, sourceId: string): Promise<Source> {
  if (!isUuid(sourceId)) throw sourceNotFound();
  const source = await SOURCES[kind](db, lawyerId, sourceId, kind);
  if (!source) throw sourceNotFound();
  return source;
}

async function matterOnSource(db: Db, kind: MatterSourceKind, sourceId: string): Promise<{ id: string; lawyerId: string } | undefined> {
  const [row] = await db
    .select({ id: t.matters.id, lawyerId: t.matters.lawyerId })
    .from(t.matters)
    .where(and(eq(t.matters.sourceKind, kind), eq(t.matters.sourceId, sourceId)));
  return row;
}

/** GET matters/source/{kind}/{sourceId}: the lawyer's form prefilled from their source, or the matter already open on it. */
export async function matterDraft(lawyerId: string, kind: string, sourceId: string): Promise<z.infer<typeof matterDraftSchema>> {
  const sourceKind = z.enum(MATTER_SOURCE_KINDS).safeParse(kind);
  if (!sourceKind.success) throw sourceNotFound();
  const db = await getDb();
  const source = await findLawyerSource(db, lawyerId, sourceKind.data, sourceId);
  const existing = await matterOnSource(db, sourceKind.data, sourceId);
  const [client] = await db
    .select({ id: t.users.id, firstName: t.users.firstName, lastName: t.users.lastName, pictureUrl: t.users.pictureUrl })
    .from(t.users)
    .where(eq(t.users.id, source.customerId));
  return {
    existing_id: existing?.id ?? null,
    title: clip(source.title, MATTER_LIMITS.title) ?? '',
    problem: clip(source.problem, MATTER_LIMITS.problem),
    client: personOf(client.id, `${client.firstName} ${client.lastName}`, client.pictureUrl),
  };
}

/**
 * POST matters: opens the matter on the lawyer's source with an OPENED entry (shared, automatic), or answers
 * the one already open on it (created: false) — the unique index decides between two calls at once.
 */
export async function openMatter(lawyerId: string, input: z.output<typeof openMatterSchema>): Promise<z.infer<typeof matterOpenedSchema>> {
  const db = await getDb();
  const source = await findLawyerSource(db, lawyerId, input.source_kind, input.source_id);
  return db.transaction(async (tx): Promise<z.infer<typeof matterOpenedSchema>> => {
    const [created] = await tx
      .insert(t.matters)
      .values({
        lawyerId,
        customerId: source.customerId,
        title: input.title,
        problem: input.problem ?? null,
        court: input.court ?? null,
        caseNumber: input.case_number ?? null,
        branch: input.branch ?? null,
        sourceKind: input.source_kind,
        sourceId: input.source_id,
      })
      .onConflictDoNothing({ target: [t.matters.sourceKind, t.matters.sourceId] })
      .returning({ id: t.matters.id, createdAt: t.matters.createdAt });
    if (!created) {
      const existing = await matterOnSource(tx, input.source_kind, input.source_id);
      if (!existing || existing.lawyerId !== lawyerId) throw sourceNotFound();
      return { _id: existing.id, created: false };
    }
    await tx.insert(t.matterEntries).values({
      matterId: created.id,
      kind: 'OPENED',
      shared: true,
      refId: input.source_id,
      createdAt: created.createdAt,
    });
    return { _id: created.id, created: true };
  });
}
