'use client';

import { useEffect, useRef, useState, type RefObject } from 'react';
import { linkCounters, type LinkCounters } from '@/lib/call/link-stats';
import type { Peer } from '@/lib/call/peer';
import type { LinkReading } from '@/lib/rules/call-mode';

/** How often the data readout and the weak-link rule read getStats. */
const DATA_EVERY_MS = 2000;

/**
 * Data: what this call has cost so far (bytes sent and received over every connection the page made,
 * from getStats), read every DATA_EVERY_MS while connected, and each reading of the link for the
 * weak-link rule (`onReading`).
 */
export function useCallData(
  peerRef: RefObject<Peer | null>,
  connection: RTCPeerConnectionState,
  onReading: (reading: LinkReading) => void,
): number {
  const [bytes, setBytes] = useState(0);
  /** Bytes of the connections before the current one, and the current one's last counters. */
  const total = useRef({ before: 0, pc: null as RTCPeerConnection | null, last: null as LinkCounters | null });
  const listener = useRef(onReading);
  useEffect(() => {
    listener.current = onReading;
  });
  useEffect(() => {
    if (connection !== 'connected') return;
    const read = async () => {
      const pc = peerRef.current?.pc;
      if (!pc) return;
      const now = linkCounters(await pc.getStats());
      const t = total.current;
      if (t.pc !== pc) {
        t.before += t.last?.bytes ?? 0;
        t.pc = pc;
        t.last = null;
      }
      const last = t.last;
      t.last = now;
      setBytes(t.before + now.bytes);
      if (last)
        listener.current({
          at: Date.now(),
          audioReceived: Math.max(0, now.audioReceived - last.audioReceived),
          audioLost: Math.max(0, now.audioLost - last.audioLost),
          availableBitrate: now.availableBitrate,
        });
    };
    const timer = setInterval(() => void read().catch(() => undefined), DATA_EVERY_MS);
    return () => clearInterval(timer);
  }, [peerRef, connection]);
  return bytes;
}
