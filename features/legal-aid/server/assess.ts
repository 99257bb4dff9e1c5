import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { getDb, tables as t, type Db } from '@/lib/db';
import type { DeclarationDto, LegalAidRequestDto } from '@/features/legal-aid/dto/legal-aid';
import { OPEN_LEGAL_AID_STATUSES } from '@/features/legal-aid/rules/legal-aid';
import type { AssessmentInput } from '@/features/legal-aid/validation/legal-aid';
import { writeAuditLog } from '@/lib/server/platform/audit/write-audit-log';
import { AppError } from '@/lib/server/platform/http/errors';
import { writeCancellation } from '@/lib/server/meetings/write-cancellation';
import { transactionWithEvents } from '@/lib/server/platform/outbox/transaction-with-events';
import { isUuid } from '@/lib/validation/ids';
import { toDeclarationDto } from './declaration';
import { getLegalAidRequest, requestNotFound, type Reader } from './requests';
import { moveLegalAidRequest, type LegalAidRequestRow } from './transition';
import { openLegalAidQuestion } from './written-answer';

// Issue 61: the request's lawyer assesses the declaration before the consultation, and either party cancels an
// open request. A declined or cancelled request's meeting is cancelled in the same transaction through the
// meetings' one cancellation path (writeCancellation: the slot freed, the reminder voided; nothing was paid,
// so nothing is refunded).

async function lockRequest(tx: Db, id: string, reader: Reader): Promise<LegalAidRequestRow> {
  if (!isUuid(id)) throw requestNotFound();
  const [row] = await tx.select().from(t.legalAidRequests).where(eq(t.legalAidRequests.id, id)).for('update');
  if (!row || (row.clientId !== reader.id && row.lawyerId !== reader.id)) throw requestNotFound();
  return row;
}

/** Cancels the request's meeting if it still stands (the slot freed), as its lawyer or client. */
async function cancelItsMeeting(tx: Db, row: LegalAidRequestRow, by: { role: 'CUSTOMER' | 'LAWYER'; id: string }, reason: string) {
  if (!row.meetingId) return;
  const [meeting] = await tx
    .select({ status: t.meetings.status })
    .from(t.meetings)
    .where(and(eq(t.meetings.id, row.meetingId)));
  if (!meeting || (meeting.status !== 'CONFIRMED' && meeting.status !== 'PAYMENT_PENDING')) return;
  await writeCancellation(tx, {
    meetingId: row.meetingId,
    fromStatus: meeting.status,
    reason,
    refund: 'NONE',
    ground: by.role === 'LAWYER' ? 'LAWYER_CANCELLED' : 'CLIENT_EARLY',
    event: 'cancel',
    actor: by,
  });
}

/** The client's declaration as it stands, for the copy kept with the assessment (null: none, e.g. erased). */
async function declarationNow(tx: Db, clientId: string): Promise<DeclarationDto | null> {
  const [row] = await tx.select().from(t.legalAidDeclarations).where(eq(t.legalAidDeclarations.userId, clientId));
  return row ? toDeclarationDto(row) : null;
}

/** POST legal-aid/requests/{id}/assessment: its lawyer only, while AWAITING_ASSESSMENT. */
export async function assessLegalAidRequest(
  lawyerId: string,
  id: string,
  input: AssessmentInput,
  now = new Date(),
): Promise<LegalAidRequestDto> {
  const db = await getDb();
  const reader = { id: lawyerId, admin: false };
  await transactionWithEvents(db, async (tx) => {
    const row = await lockRequest(tx, id, reader);
    if (row.lawyerId !== lawyerId) throw new AppError('FORBIDDEN', 'legalAid.onlyItsLawyer', { key: 'NOT_ITS_LAWYER' });
    if (row.status !== 'AWAITING_ASSESSMENT') throw new AppError('CONFLICT', 'legalAid.notAwaitingAssessment', { key: 'NOT_AWAITING' });
    const actor = { role: 'LAWYER', id: lawyerId } as const;
    // What the lawyer assessed is what they read from now on (issue 73 item 4), whatever the client edits later.
    const assessed = { assessedAt: sql`now()`, assessedBy: lawyerId, declarationAtAssessment: await declarationNow(tx, row.clientId) };
    if (input.decision === 'QUALIFIES') {
      await moveLegalAidRequest(tx, row, 'qualify', actor, { set: assessed });
      // A free written question: the lawyer now reads it — a TAKEN written question, in this transaction.
      if (row.kind === 'WRITTEN') await openLegalAidQuestion(tx, row, lawyerId, now);
    } else {
      await moveLegalAidRequest(tx, row, 'decline', actor, {
        set: { ...assessed, declineReason: input.reason, declineNote: input.note || null },
        payload: { reason: input.reason },
      });
      await cancelItsMeeting(tx, row, { role: 'LAWYER', id: lawyerId }, 'Legal-aid assessment: declined');
    }
    await writeAuditLog(
      {
        actorId: lawyerId,
        action: 'legal-aid.assess',
        targetType: 'legal_aid_request',
        targetId: row.id,
        reason: input.decision === 'DECLINED' ? input.reason : null,
        metadata: { decision: input.decision },
      },
      tx,
    );
  });
  return getLegalAidRequest(reader, id);
}

/** POST legal-aid/requests/{id}/cancel: either party, while open; its meeting cancelled with it. */
export async function cancelLegalAidRequest(userId: string, id: string): Promise<LegalAidRequestDto> {
  const db = await getDb();
  const reader = { id: userId, admin: false };
  await transactionWithEvents(db, async (tx) => {
    const row = await lockRequest(tx, id, reader);
    // A free written question already taken as a written question ends with its answer (or its lapse), not here.
    if (!OPEN_LEGAL_AID_STATUSES.includes(row.status) || row.questionId !== null)
      throw new AppError('CONFLICT', 'legalAid.notOpen', { key: 'NOT_OPEN' });
    const isLawyer = row.lawyerId === userId;
    await moveLegalAidRequest(tx, row, 'cancel', { role: isLawyer ? 'LAWYER' : 'CLIENT', id: userId });
    await cancelItsMeeting(
      tx,
      row,
      { role: isLawyer ? 'LAWYER' : 'CUSTOMER', id: userId },
      isLawyer ? 'Legal-aid request cancelled by the lawyer' : 'Legal-aid request cancelled by the client',
    );
  });
  return getLegalAidRequest(reader, id);
}
