'use client';

import dynamic from 'next/dynamic';
import { useT } from '@/lib/i18n/client';
import { loadCallRoom } from './load-call-room';

function LobbyLoading() {
  const t = useT('call');
  return <div className="min-h-[50vh] animate-pulse rounded-2xl bg-slate-200" aria-label={t('loading.page')} />;
}

function CallLoading() {
  const t = useT('call');
  return <div className="h-dvh bg-slate-950" aria-label={t('loading.call')} />;
}

// The call code (WebRTC, media devices, the lobby's audio meter) loads only on the call pages.
export const LazyLobby = dynamic(() => import('./lobby').then((m) => m.Lobby), { ssr: false, loading: () => <LobbyLoading /> });
export const LazyCallRoom = dynamic(() => loadCallRoom().then((m) => m.CallRoom), {
  ssr: false,
  loading: () => <CallLoading />,
});
/** The invited guest's page (issue 63 item 5): the same call code, loaded on that page only. */
export const LazyGuestCall = dynamic(() => import('./guest-call').then((m) => m.GuestCallPage), {
  ssr: false,
  loading: () => <CallLoading />,
});
