import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb, tables as t } from '@/lib/db';
import { meetingKindRules } from '@/lib/rules/meeting-kinds';
import { DEFAULT_TIME_ZONE } from '@/lib/config/time';
import { AppError } from '@/lib/server/platform/http/errors';
import { notaryDraftSchema } from '@/lib/validation/notary-draft';
import { findPartyMeetingOrThrow, meetingNotFound } from '@/lib/server/meetings/find-party-meeting';
import { notaryDraftPdf } from './notary-draft-pdf';

/**
 * GET /api/v1/meeting/{id}/notary-draft (issue 43): the prepared draft of a notarial appointment, as a
 * PDF to print and bring unsigned — for its client and its notary alone (anyone else: 404, as the
 * meeting itself), in the client's language (the document is theirs; the notary reads the same one).
 */
export async function getNotaryDraft(userId: string, meetingId: string): Promise<{ filename: string; content: Buffer }> {
  const meeting = await findPartyMeetingOrThrow(userId, meetingId);
  if (meetingKindRules(meeting.kind).details !== 'notary-appointment') throw meetingNotFound();
  const db = await getDb();
  const [row] = await db
    .select({ draft: t.notaryAppointments.draft, notary: t.notaryProfiles.displayName, language: t.users.language })
    .from(t.notaryAppointments)
    .innerJoin(t.notaryProfiles, eq(t.notaryProfiles.id, t.notaryAppointments.notaryId))
    .innerJoin(t.users, eq(t.users.id, meeting.customerId))
    .where(eq(t.notaryAppointments.meetingId, meeting.id))
    .limit(1);
  const draft = row?.draft ? notaryDraftSchema.safeParse(row.draft) : null;
  if (!draft?.success) throw new AppError('NOT_FOUND', 'notaryDraft.none', { key: 'NO_DRAFT' });
  const content = await notaryDraftPdf(
    draft.data,
    { notary: `Atty. ${row!.notary.replace(/^Atty\.\s*/, '')}`, start: meeting.startAt, zone: DEFAULT_TIME_ZONE },
    row!.language === 'fil' ? 'fil' : 'en',
  );
  return { filename: `draft-${draft.data.service}.pdf`, content };
}
