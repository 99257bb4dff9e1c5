/**
 * The call room's code, loaded from one place: the call page (lazy.tsx) and the lobby's warm-up
 * (hooks/use-call-warm-up.ts) share this import, so they share its chunk. Two import sites made two
 * chunks of the same module, and Join fetched and parsed the page's own copy again (~0.1 s).
 */
export const loadCallRoom = () => import('./call-room');
