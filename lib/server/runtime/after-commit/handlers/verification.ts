import 'server-only';
import { defineHandlers } from '@/lib/server/platform/outbox/define-events';
import { VERIFICATION_EVENTS } from '@/lib/server/admin/verification/events';
import { tellAdminsOfResubmission } from '@/lib/server/admin/verification/resubmission-notices';
import { tellVerificationEvent } from '@/lib/server/admin/verification/verification-notices';

/** A verification decided (the lawyer told) or resubmitted (the admins told), after the commit. */
export const VERIFICATION_HANDLERS = defineHandlers(VERIFICATION_EVENTS, {
  approve: (e) => tellVerificationEvent(e.id, e.aggregateId, true, e.payload),
  reject: (e) => tellVerificationEvent(e.id, e.aggregateId, false, e.payload),
  resubmit: (e) => tellAdminsOfResubmission(e.id, e.aggregateId),
});
