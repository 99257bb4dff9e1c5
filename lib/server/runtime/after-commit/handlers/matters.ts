import 'server-only';
import { defineHandlers } from '@/lib/server/platform/outbox/define-events';
import { MATTER_EVENTS } from '@/features/matters/server/events';
import { tellHearingChanged } from '@/features/matters/server/hearing-notices';
import { tellMatterEntry } from '@/features/matters/server/matter-notices';

/** Issue 64: what follows a matter's events (MATTER_EVENTS) once committed. */
export const MATTER_HANDLERS = defineHandlers(MATTER_EVENTS, {
  // A shared matter entry, told to the other party.
  entry: (e) => tellMatterEntry(e.payload),
  // A shared hearing moved or cancelled by the lawyer: the client told, once per revision.
  'hearing-changed': (e) => tellHearingChanged(e.payload.hearingId, e.payload.revision),
  'hearing-cancelled': (e) => tellHearingChanged(e.payload.hearingId, e.payload.revision),
});
