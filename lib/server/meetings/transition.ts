import 'server-only';
import type { SQL } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { tables as t } from '@/lib/db';
import { AppError } from '@/lib/server/platform/http/errors';
import { MEETING_RULES, type MeetingActor, type MeetingEvent, type MeetingStatus } from '@/lib/rules/meeting-transitions';
import type { StateActor } from '@/lib/server/platform/outbox/state-move';
import { stateWriter, type StateMove } from '@/lib/server/platform/outbox/state-writer';
import { MEETING_EVENTS } from './events';

type MeetingRow = typeof t.meetings.$inferSelect;
export type MeetingMove = StateMove<typeof t.meetings>;

/** The one answer for a move that lost a race (the meeting is no longer as the caller read it). */
export const staleMeeting = () => new AppError('CONFLICT', 'meetings.meetingChangedMeanwhileReload', { key: 'STALE' });

/** Every status change of a meeting goes through the table (MEETING_RULES), in the caller's transaction. */
const meetings = stateWriter({ events: MEETING_EVENTS, table: t.meetings, rules: MEETING_RULES, stale: staleMeeting });

/** A meeting's move, compare-and-set from the status read, with its event; null when someone else moved it first. */
export const tryTransitionMeeting = (
  tx: Db,
  meeting: { id: string; status: MeetingStatus },
  event: MeetingEvent,
  actor: StateActor<MeetingActor>,
  o?: MeetingMove,
): Promise<MeetingRow | null> => meetings.tryMove(tx, meeting, event, actor, o);

/** tryTransitionMeeting, with the one 409 when the meeting changed meanwhile. */
export const transitionMeeting = (...args: Parameters<typeof tryTransitionMeeting>): Promise<MeetingRow> => meetings.move(...args);

/** The same move for every meeting `where` selects that the event may move; the rows moved. */
export const transitionMeetings = (
  tx: Db,
  where: SQL,
  event: MeetingEvent,
  actor: StateActor<MeetingActor>,
  o?: Omit<MeetingMove, 'where'>,
): Promise<MeetingRow[]> => meetings.moveAll(tx, where, event, actor, o);

/** A new meeting, in the status the table's creating event gives it (a booking's hold, an included meeting confirmed). */
export const insertMeeting = (
  tx: Db,
  values: Omit<typeof t.meetings.$inferInsert, 'status'>,
  event: Extract<MeetingEvent, 'book' | 'book-at-office' | 'schedule-included'>,
  actor: StateActor<MeetingActor>,
  payload?: Record<string, unknown>,
): Promise<{ id: string }> => meetings.insert(tx, values, event, actor, payload);
