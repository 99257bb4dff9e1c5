'use client';

import { useT } from '@/lib/i18n/client';
import type { usePairLink } from './hooks/use-pair-link';
import { PartyTile } from './party-tile';

/**
 * The admitted guest on the parties' call page (issue 63 item 5): their tile beside the stage, fed by the
 * guest link. `video`: whether this page shows video at all (a video call not in audio-only mode).
 */
export function GuestTile({ name, link, video }: { name: string; link: ReturnType<typeof usePairLink>; video: boolean }) {
  const t = useT('call');
  return (
    <PartyTile
      name={t('guest.room.inCall', { name })}
      remote={link.remote}
      showVideo={video && link.media.video && link.hasConnected}
      status={
        link.here ? (link.connection === 'connected' ? t('stage.audioCall') : t('stage.connecting')) : t('stage.waitingFor', { name })
      }
      testId="guest-tile"
    />
  );
}
