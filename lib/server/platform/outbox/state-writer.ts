import 'server-only';
import { and, eq, notInArray, sql, type SQL } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '@/lib/db';
import { tables as t } from '@/lib/db';
import { AppError } from '@/lib/server/platform/http/errors';
import { ruleFor, type StateRule } from '@/lib/rules/state-table';
import type { EventDeclarations, EventSpec } from './define-events';
import { writeEvents, type UncheckedEvent } from './record-event';
import { nextStatus, type StateActor } from './state-move';

/** The tables that move by a state table (lib/rules/*-transitions.ts); each has `id`, `status` and `updated_at`. */
type StateTable =
  | typeof t.meetings
  | typeof t.payments
  | typeof t.workItems
  | typeof t.workItemAdditionalServices
  | typeof t.engagementLetters
  | typeof t.refunds
  | typeof t.writtenQuestions
  | typeof t.legalAidRequests
  | typeof t.serviceOrders
  | typeof t.moneyClaims;

export type StateMove<Tbl extends StateTable> = {
  /** Columns that change with the status (a hold, a reminder, an outcome, what a provider said). */
  set?: Omit<PgUpdateSetSource<Tbl>, 'status' | 'id'>;
  /** An extra guard beside the status, e.g. the start time the caller read. */
  where?: SQL;
  /**
   * What the event's handler needs beyond the row (ids and codes only: no text a person wrote), as the event's
   * declared schema takes it (lib/server/<domain>/events.ts): parsed before the event is written.
   */
  payload?: Record<string, unknown>;
};

/**
 * The one writer of an aggregate's status (meetings/transition.ts, payments/transition.ts,
 * work-items/transition.ts, work-items/letters/letter-transition.ts, refunds/refund-transition.ts make theirs with it): the table decides whether the actor may and where it leads; each move is a compare-and-set
 * from the status the caller read, written with its event (domain_events) in the caller's transaction.
 * drizzle cannot type an update over a union of tables, so the table is widened once here, inside.
 */
export function stateWriter<
  Tbl extends StateTable,
  S extends string,
  E extends string,
  A extends string,
  D extends EventDeclarations<string, Record<E, EventSpec>>,
>(spec: {
  /** The aggregate's declared events (its events.ts, defineEvents with these rules): every move is one of them. */
  events: D;
  table: Tbl;
  rules: readonly StateRule<S, E, A>[];
  /** The one answer for a move that lost a race (the row is no longer as the caller read it). */
  stale: () => AppError;
}) {
  type Row = Tbl['$inferSelect'];
  const table = spec.table as typeof t.meetings;
  const aggregate = spec.events.aggregate;
  // The declarations hold every rule's event (defineEvents with the rules); writeEvents parses the payload by its schema.
  const eventOf = (
    id: string,
    event: E,
    from: S | null,
    to: S,
    actor: StateActor<A>,
    payload?: Record<string, unknown>,
  ): UncheckedEvent => ({
    aggregateId: id,
    event,
    from,
    status: to,
    actor,
    payload,
  });

  /** One row's move; null when someone else moved it first. */
  async function tryMove(
    tx: Db,
    row: { id: string; status: S },
    event: E,
    actor: StateActor<A>,
    o: StateMove<Tbl> = {},
  ): Promise<Row | null> {
    const to = nextStatus(aggregate, spec.rules, event, actor.role, row.status);
    const [moved] = await tx
      .update(table)
      .set({ ...(o.set as object), status: to, updatedAt: sql`now()` } as never)
      .where(and(eq(table.id, row.id), eq(table.status, row.status as never), o.where))
      .returning();
    if (!moved) return null;
    await writeEvents(tx, spec.events, [eventOf(moved.id, event, row.status, to, actor, o.payload)]);
    return moved as Row;
  }

  return {
    tryMove,
    /** tryMove, with the one 409 when the row changed meanwhile. */
    async move(...args: Parameters<typeof tryMove>): Promise<Row> {
      const moved = await tryMove(...args);
      if (!moved) throw spec.stale();
      return moved;
    },
    /**
     * The same move for every row `where` selects that the event may move (the table's `from`): each
     * one a compare-and-set from its status, each with its event. Returns the rows moved.
     */
    async moveAll(tx: Db, where: SQL, event: E, actor: StateActor<A>, o: Omit<StateMove<Tbl>, 'where'> = {}): Promise<Row[]> {
      const moved: Row[] = [];
      for (const from of ruleFor(spec.rules, event).from) {
        if (from === null) continue;
        const to = nextStatus(aggregate, spec.rules, event, actor.role, from);
        const done = moved.map((r) => r.id);
        const rows = await tx
          .update(table)
          .set({ ...(o.set as object), status: to, updatedAt: sql`now()` } as never)
          .where(and(where, eq(table.status, from as never), done.length ? notInArray(table.id, done) : undefined))
          .returning();
        await writeEvents(
          tx,
          spec.events,
          rows.map((r) => eventOf(r.id, event, from, to, actor, o.payload)),
        );
        moved.push(...(rows as Row[]));
      }
      return moved;
    },
    /** A new row, in the status the table's creating event gives it (its `from` is null). */
    async insert(
      tx: Db,
      values: Omit<Tbl['$inferInsert'], 'status'>,
      event: E,
      actor: StateActor<A>,
      payload?: Record<string, unknown>,
    ): Promise<{ id: string }> {
      const status = nextStatus(aggregate, spec.rules, event, actor.role, null);
      const [row] = await tx
        .insert(table)
        .values({ ...(values as object), status } as never)
        .returning({ id: table.id });
      await writeEvents(tx, spec.events, [eventOf(row.id, event, null, status, actor, payload)]);
      return row;
    },
  };
}
