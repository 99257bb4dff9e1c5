'use client';

import { useSyncExternalStore } from 'react';
import { MANILA_TIME_ZONE } from './format';

const subscribe = () => () => {};
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || MANILA_TIME_ZONE;
const serverZone = () => MANILA_TIME_ZONE;

/**
 * The viewer's IANA zone. The server renders in Manila time (the market's zone); after hydration
 * the browser's own zone takes over, so a visitor abroad sees their local time, labelled.
 */
export function useViewerTimeZone(): string {
  return useSyncExternalStore(subscribe, browserZone, serverZone);
}
