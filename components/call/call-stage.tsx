'use client';

import { Avatar } from '@/components/ui/avatar';
import type { CallParty } from '@/lib/dto/video-call';
import { useT } from '@/lib/i18n/client';
import { useMediaElement } from './hooks/use-media-element';

type Props = {
  peer: CallParty | null;
  isVideo: boolean;
  remote: MediaStream | null;
  local: MediaStream | null;
  peerHere: boolean;
  peerMedia: { audio: boolean; video: boolean };
  /** The call is in audio only (issue 44): no video either way, the other party's monogram. */
  audioOnly?: boolean;
  connected: boolean;
  /** The connection has carried media: until then there is no picture to show, only who and "Connecting…". */
  hasConnected: boolean;
  cameraOff: boolean;
};

/** The other party (video, or their picture and what is going on) and the self view in a corner. */
export function CallStage({
  peer,
  isVideo,
  remote,
  local,
  peerHere,
  peerMedia,
  connected,
  hasConnected,
  cameraOff,
  audioOnly = false,
}: Props) {
  const t = useT('call');
  const remoteVideo = useMediaElement<HTMLVideoElement>(remote);
  const remoteAudio = useMediaElement<HTMLAudioElement>(remote);
  const selfVideo = useMediaElement<HTMLVideoElement>(local);
  const showRemoteVideo = isVideo && !audioOnly && hasConnected && remote !== null && remote.getVideoTracks().length > 0 && peerMedia.video;
  const status = !peerHere
    ? t('stage.waitingFor', { name: peer?.name ?? t('stage.theOtherParty') })
    : connected
      ? isVideo && !audioOnly
        ? t('stage.cameraIsOff')
        : audioOnly
          ? t('stage.audioOnly')
          : t('stage.audioCall')
      : t('stage.connecting');
  return (
    <section className="relative min-h-0 flex-1 overflow-hidden rounded-2xl bg-slate-900" aria-label={peer?.name ?? t('stage.otherParty')}>
      <audio ref={remoteAudio} autoPlay data-testid="remote-audio" />
      {showRemoteVideo ? (
        <video ref={remoteVideo} autoPlay playsInline muted className="h-full w-full object-cover" data-testid="remote-video" />
      ) : (
        <div className="flex h-full flex-col items-center justify-center gap-3 p-4 text-center">
          {peer && <Avatar src={peer.picture_url} name={peer.name} size={96} priority />}
          <p className="text-lg font-medium">{peer?.name}</p>
          <p className="text-sm text-slate-400">{status}</p>
          {peerHere && !peerMedia.audio && <p className="text-sm text-slate-400">{t('stage.peerMuted')}</p>}
        </div>
      )}
      {isVideo && (
        <div className="absolute bottom-3 right-3 aspect-[3/4] w-24 overflow-hidden rounded-xl bg-slate-800 shadow-lg ring-1 ring-white/20 sm:aspect-video sm:w-48">
          {audioOnly ? (
            <div className="flex h-full items-center justify-center p-2 text-center text-xs text-slate-400">{t('stage.selfAudioOnly')}</div>
          ) : cameraOff || !local?.getVideoTracks().length ? (
            <div className="flex h-full items-center justify-center text-xs text-slate-400">{t('stage.selfCameraOff')}</div>
          ) : (
            <video
              ref={selfVideo}
              autoPlay
              playsInline
              muted
              className="h-full w-full -scale-x-100 object-cover"
              aria-label={t('stage.selfCamera')}
              data-testid="self-video"
            />
          )}
        </div>
      )}
    </section>
  );
}
