import 'server-only';
import { defineHandlers } from '@/lib/server/platform/outbox/define-events';
import { LEGAL_AID_EVENTS } from '@/features/legal-aid/server/events';
import {
  tellLegalAidDeclined,
  tellLegalAidOfferWaiting,
  tellLegalAidQueued,
  tellLegalAidReferred,
} from '@/features/legal-aid/server/notices';

/** Issue 61: what follows a legal-aid request's events (LEGAL_AID_EVENTS) once committed. */
export const LEGAL_AID_HANDLERS = defineHandlers(LEGAL_AID_EVENTS, {
  decline: (e) => tellLegalAidDeclined(e.id, e.aggregateId),
  // The desk's clock: a free written question offered again to its area's lawyers, or referred.
  reoffer: (e) => tellLegalAidQueued(e.id, e.aggregateId),
  refer: (e) => tellLegalAidReferred(e.id, e.aggregateId),
  // Moves no request: a lawyer whose legal-aid offer went unused for 30 days (the aggregate id is the lawyer's).
  'offer-reminder': (e) => tellLegalAidOfferWaiting(e.id, e.aggregateId),
});
