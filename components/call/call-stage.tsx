'use client';

import { Avatar } from '@/components/ui/avatar';
import type { CallParty } from '@/lib/dto/video-call';
import { useMediaElement } from './hooks/use-media-element';

type Props = {
  peer: CallParty | null;
  isVideo: boolean;
  remote: MediaStream | null;
  local: MediaStream | null;
  peerHere: boolean;
  peerMedia: { audio: boolean; video: boolean };
  connected: boolean;
  /** The connection has carried media: until then there is no picture to show, only who and "Connecting…". */
  hasConnected: boolean;
  cameraOff: boolean;
};

/** The other party (video, or their picture and what is going on) and the self view in a corner. */
export function CallStage({ peer, isVideo, remote, local, peerHere, peerMedia, connected, hasConnected, cameraOff }: Props) {
  const remoteVideo = useMediaElement<HTMLVideoElement>(remote);
  const remoteAudio = useMediaElement<HTMLAudioElement>(remote);
  const selfVideo = useMediaElement<HTMLVideoElement>(local);
  const showRemoteVideo = isVideo && hasConnected && remote !== null && remote.getVideoTracks().length > 0 && peerMedia.video;
  const status = !peerHere
    ? `Waiting for ${peer?.name ?? 'the other party'} to join…`
    : connected
      ? isVideo
        ? 'Camera is off'
        : 'Audio call'
      : 'Connecting…';
  return (
    <section className="relative min-h-0 flex-1 overflow-hidden rounded-2xl bg-slate-900" aria-label={peer?.name ?? 'Other party'}>
      <audio ref={remoteAudio} autoPlay data-testid="remote-audio" />
      {showRemoteVideo ? (
        <video ref={remoteVideo} autoPlay playsInline muted className="h-full w-full object-cover" data-testid="remote-video" />
      ) : (
        <div className="flex h-full flex-col items-center justify-center gap-3 p-4 text-center">
          {peer && <Avatar src={peer.picture_url} name={peer.name} size={96} priority />}
          <p className="text-lg font-medium">{peer?.name}</p>
          <p className="text-sm text-slate-400">{status}</p>
          {peerHere && !peerMedia.audio && <p className="text-sm text-slate-400">Microphone is muted</p>}
        </div>
      )}
      {isVideo && (
        <div className="absolute bottom-3 right-3 aspect-[3/4] w-24 overflow-hidden rounded-xl bg-slate-800 shadow-lg ring-1 ring-white/20 sm:aspect-video sm:w-48">
          {cameraOff || !local?.getVideoTracks().length ? (
            <div className="flex h-full items-center justify-center text-xs text-slate-400">Camera off</div>
          ) : (
            <video
              ref={selfVideo}
              autoPlay
              playsInline
              muted
              className="h-full w-full -scale-x-100 object-cover"
              aria-label="Your camera"
              data-testid="self-video"
            />
          )}
        </div>
      )}
    </section>
  );
}
