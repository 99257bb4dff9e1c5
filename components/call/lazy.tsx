'use client';

import dynamic from 'next/dynamic';
import { loadCallRoom } from './load-call-room';

// The call code (WebRTC, media devices, the lobby's audio meter) loads only on the call pages.
const loading = () => <div className="min-h-[50vh] animate-pulse rounded-2xl bg-slate-200" aria-label="Loading…" />;
export const LazyLobby = dynamic(() => import('./lobby').then((m) => m.Lobby), { ssr: false, loading });
export const LazyCallRoom = dynamic(() => loadCallRoom().then((m) => m.CallRoom), {
  ssr: false,
  loading: () => <div className="h-dvh bg-slate-950" aria-label="Loading the call…" />,
});
