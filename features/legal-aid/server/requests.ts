import 'server-only';
import { and, desc, eq, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { getDb, tables as t, type Db } from '@/lib/db';
import type { DeclarationDto, LegalAidRequestDto } from '@/features/legal-aid/dto/legal-aid';
import { findLegalProblem } from '@/lib/reference/legal-problems';
import { OPEN_LEGAL_AID_STATUSES, type DeclineAssessmentReason } from '@/features/legal-aid/rules/legal-aid';
import { AppError } from '@/lib/server/platform/http/errors';
import { isUuid } from '@/lib/validation/ids';
import { toDeclarationDto } from './declaration';

// Issue 61: a legal-aid request as each may read it — its client, its lawyer, an admin; anyone else gets the
// same 404 as for a request that does not exist. The declaration only for the lawyer and admins (the client
// has their own at GET legal-aid/declaration).

export type Reader = { id: string; admin: boolean };

export const requestNotFound = () => new AppError('NOT_FOUND', 'legalAid.requestNotFound', { key: 'REQUEST_NOT_FOUND' });

const client = alias(t.users, 'la_client');
const assessor = alias(t.lawyerProfiles, 'la_assessor');

/** The problem's area (its one area key), as the ledger and the lists show it. */
export const areaOf = (problem: number) => findLegalProblem(problem)?.value[0] ?? 'other';

async function loadRequests(db: Db, where: SQL | undefined) {
  return db
    .select({
      r: t.legalAidRequests,
      client: { first: client.firstName, last: client.lastName },
      lawyerName: t.lawyerProfiles.displayName,
      assessorName: assessor.displayName,
      startAt: t.meetings.startAt,
      declaration: t.legalAidDeclarations,
    })
    .from(t.legalAidRequests)
    .innerJoin(client, eq(client.id, t.legalAidRequests.clientId))
    .leftJoin(t.lawyerProfiles, eq(t.lawyerProfiles.userId, t.legalAidRequests.lawyerId))
    .leftJoin(assessor, eq(assessor.userId, t.legalAidRequests.assessedBy))
    .leftJoin(t.meetings, eq(t.meetings.id, t.legalAidRequests.meetingId))
    .leftJoin(t.legalAidDeclarations, eq(t.legalAidDeclarations.userId, t.legalAidRequests.clientId))
    .where(where)
    .orderBy(desc(t.legalAidRequests.createdAt));
}

type Loaded = Awaited<ReturnType<typeof loadRequests>>[number];

/**
 * The declaration the request's lawyer (or an admin) reads (issue 73 item 4): once assessed, the copy kept at the
 * assessment — never the client's later edits; before that, the client's declaration while the request is open;
 * a request that ended unassessed shows none.
 */
function declarationFor(row: Loaded, open: boolean): DeclarationDto | null {
  if (row.r.assessedAt) return row.r.declarationAtAssessment ?? null;
  return open && row.declaration ? toDeclarationDto(row.declaration) : null;
}

function toDto(row: Loaded, reader: Reader): LegalAidRequestDto {
  const { r } = row;
  const isLawyer = r.lawyerId === reader.id;
  const isClient = r.clientId === reader.id;
  const open = OPEN_LEGAL_AID_STATUSES.includes(r.status);
  const allowed: LegalAidRequestDto['allowed'] = [];
  if (isLawyer && r.status === 'AWAITING_ASSESSMENT') allowed.push('assess');
  if ((isLawyer || isClient) && open && r.questionId === null) allowed.push('cancel');
  return {
    _id: r.id,
    kind: r.kind,
    status: r.status,
    problem: r.problem,
    area: areaOf(r.problem),
    client: { _id: r.clientId, first_name: row.client.first, last_name: row.client.last },
    lawyer: r.lawyerId && row.lawyerName !== null ? { _id: r.lawyerId, name: row.lawyerName } : null,
    meeting_id: r.meetingId,
    start_time: row.startAt ? row.startAt.toISOString() : null,
    question_id: r.questionId,
    other_parties: r.otherParties,
    facts: isClient ? r.facts : null,
    wants: isClient ? r.wants : null,
    decline_reason: (r.declineReason as DeclineAssessmentReason | null) ?? null,
    decline_note: r.declineNote,
    assessed_at: r.assessedAt ? r.assessedAt.toISOString() : null,
    assessed_by: r.assessedBy && row.assessorName !== null ? { _id: r.assessedBy, name: row.assessorName } : null,
    created_at: r.createdAt.toISOString(),
    declaration: isLawyer || reader.admin ? declarationFor(row, open) : null,
    allowed,
  };
}

/** The reader's requests: a client's own and a lawyer's (both, for a person who is both). */
export async function listLegalAidRequests(reader: Reader): Promise<{ requests: LegalAidRequestDto[] }> {
  const db = await getDb();
  const rows = await loadRequests(db, or(eq(t.legalAidRequests.clientId, reader.id), eq(t.legalAidRequests.lawyerId, reader.id)));
  return { requests: rows.map((row) => toDto(row, reader)) };
}

/** One request, for its client, its lawyer or an admin; 404 otherwise. */
export async function getLegalAidRequest(reader: Reader, id: string): Promise<LegalAidRequestDto> {
  if (!isUuid(id)) throw requestNotFound();
  const db = await getDb();
  const mine = reader.admin ? undefined : or(eq(t.legalAidRequests.clientId, reader.id), eq(t.legalAidRequests.lawyerId, reader.id));
  const [row] = await loadRequests(db, and(eq(t.legalAidRequests.id, id), mine));
  if (!row) throw requestNotFound();
  return toDto(row, reader);
}

/** The request behind a meeting, for the meeting's page (its lawyer's assessment panel); null when it is no legal-aid meeting. */
export async function findRequestIdOfMeeting(meetingId: string): Promise<string | null> {
  if (!isUuid(meetingId)) return null;
  const db = await getDb();
  const [row] = await db.select({ id: t.legalAidRequests.id }).from(t.legalAidRequests).where(eq(t.legalAidRequests.meetingId, meetingId));
  return row?.id ?? null;
}
