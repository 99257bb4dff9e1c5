'use client';

import { useEffect, useState, type RefObject } from 'react';
import { readQuality, type Peer, type Quality } from '@/lib/call/peer';

/** Stats: the connection's quality from getStats every 2 s while it is up (the bars in the header). */
export function useCallQuality(peerRef: RefObject<Peer | null>, connection: RTCPeerConnectionState): Quality {
  const [quality, setQuality] = useState<Quality>('unknown');
  useEffect(() => {
    if (connection !== 'connected') return;
    const previous = { lost: 0, received: 0 };
    const timer = setInterval(async () => {
      const pc = peerRef.current?.pc;
      if (!pc || pc.connectionState !== 'connected') return;
      const q = await readQuality(pc, previous).catch(() => null);
      if (!q) return;
      previous.lost = q.lost;
      previous.received = q.received;
      setQuality(q.quality);
    }, 2000);
    return () => clearInterval(timer);
  }, [peerRef, connection]);
  return connection === 'connected' ? quality : 'unknown';
}
