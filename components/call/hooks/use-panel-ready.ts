'use client';

import { useEffect, useState } from 'react';

/** At the latest this long after the page opened, the side panel loads its meeting. */
const PANEL_AFTER_MS = 3000;

/**
 * The side panel's meeting (case, files, comments) loads once the call no longer needs the page:
 * connected, nobody to connect to yet, or after PANEL_AFTER_MS. Fetched and drawn at the start, it
 * competed with the answer and the first frame (issue 45 item 11).
 */
export function usePanelReady(joined: boolean, peerHere: boolean, connection: RTCPeerConnectionState) {
  const [waited, setWaited] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setWaited(true), PANEL_AFTER_MS);
    return () => clearTimeout(timer);
  }, []);
  return waited || (joined && (!peerHere || connection === 'connected'));
}
