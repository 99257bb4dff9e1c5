import 'server-only';
import type { Db } from '@/lib/db';
import { kickOutbox } from './kick';

/** The outbox events each open transaction has written so far (recordEvents notes them). */
const written = new WeakMap<object, string[]>();

/**
 * `db.transaction`, and after its commit a kick for the outbox events it wrote (mails, texts,
 * pushes, refunds of its moves): the caller answers as soon as the state is committed, the events
 * are handled in the background, and the scheduler's pass handles whatever the kick did not.
 * Events written in a nested transaction (a savepoint) are left to the scheduler's pass.
 */
export async function transactionWithEvents<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  const ids: string[] = [];
  const result = await db.transaction(async (tx) => {
    written.set(tx, ids);
    return work(tx);
  });
  kickOutbox(ids);
  return result;
}

/** Outbox events just written in `tx`, to be kicked after its commit (when it is a transactionWithEvents). */
export function noteOutboxEvents(tx: Db, ids: string[]): void {
  if (ids.length) written.get(tx)?.push(...ids);
}
