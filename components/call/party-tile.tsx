'use client';

import { useMediaElement } from './hooks/use-media-element';

/**
 * One more party of a call of three (issue 63 item 5): their video (or their name when there is none) and their
 * sound, in a tile beside the main stage. `testId` names it for the calls suite.
 */
export function PartyTile({
  name,
  remote,
  showVideo,
  status,
  testId,
}: {
  name: string;
  remote: MediaStream | null;
  showVideo: boolean;
  status: string;
  testId: string;
}) {
  const video = useMediaElement<HTMLVideoElement>(remote);
  const audio = useMediaElement<HTMLAudioElement>(remote);
  const hasVideo = showVideo && remote !== null && remote.getVideoTracks().length > 0;
  return (
    <section
      className="relative flex aspect-video w-full shrink-0 flex-col items-center justify-center overflow-hidden rounded-2xl bg-slate-900 sm:w-64"
      aria-label={name}
      data-testid={testId}
    >
      <audio ref={audio} autoPlay data-testid={`${testId}-audio`} />
      {hasVideo ? (
        <video ref={video} autoPlay playsInline muted className="h-full w-full object-cover" data-testid={`${testId}-video`} />
      ) : (
        <p className="p-2 text-center text-sm text-slate-300">{status}</p>
      )}
      <p className="absolute bottom-2 left-2 rounded bg-black/50 px-2 py-0.5 text-xs text-white">{name}</p>
    </section>
  );
}
