import 'server-only';
import { defineHandlers } from '@/lib/server/platform/outbox/define-events';
import { ADDITIONAL_SERVICE_EVENTS, WORK_ITEM_EVENTS } from '@/lib/server/work-items/events';
import {
  notifyCompletionConfirmed,
  notifyLawyerCompleted,
  notifyProposalRejected,
  notifyProposalSent,
  notifyServiceOffered,
} from '@/lib/server/work-items/send-work-item-mails';

/** What follows a work item's events (WORK_ITEM_EVENTS) once committed: its party told. */
export const WORK_ITEM_HANDLERS = defineHandlers(WORK_ITEM_EVENTS, {
  propose: (e) => notifyProposalSent(e.aggregateId),
  revise: (e) => notifyProposalSent(e.aggregateId),
  reject: (e) => notifyProposalRejected(e.aggregateId),
  'complete-lawyer': (e) => notifyLawyerCompleted(e.aggregateId),
  'confirm-completion': (e) => notifyCompletionConfirmed(e.aggregateId),
});

/** What follows an additional service's events (ADDITIONAL_SERVICE_EVENTS) once committed. */
export const ADDITIONAL_SERVICE_HANDLERS = defineHandlers(ADDITIONAL_SERVICE_EVENTS, {
  offer: (e) => notifyServiceOffered(e.aggregateId),
});
