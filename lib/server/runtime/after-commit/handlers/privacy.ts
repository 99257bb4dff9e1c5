import 'server-only';
import { defineHandlers } from '@/lib/server/platform/outbox/define-events';
import {
  deliverDeletionCompleted,
  mailDeletionLink,
  tellDeletionCancelled,
  tellDeletionRequested,
} from '@/lib/server/privacy/deletion-notices';
import { DELETION_EVENTS } from '@/lib/server/privacy/events';

/** An account's deletion: what its user is told after each step's commit. */
export const DELETION_HANDLERS = defineHandlers(DELETION_EVENTS, {
  request: (e) => tellDeletionRequested(e.aggregateId),
  cancel: (e) => tellDeletionCancelled(e.aggregateId),
  'confirm-link': (e) => mailDeletionLink(e.id, e.aggregateId),
  complete: (e) => deliverDeletionCompleted(e.payload.userId, e.payload),
});
