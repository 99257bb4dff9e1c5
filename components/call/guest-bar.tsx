'use client';

import { useState } from 'react';
import { toast } from 'sonner';
import { useFailureText } from '@/components/ui/form-messages';
import { callGuestApi } from '@/lib/api/call-guests';
import type { CallGuest } from '@/lib/dto/call-guest';
import { useT } from '@/lib/i18n/client';

/**
 * The invited guest on the parties' call page (issue 63 item 5): waiting to be let in — the lawyer admits or
 * removes them, the client sees that they wait — and, once in, the lawyer's Remove.
 */
export function GuestBar({
  meetingId,
  guest,
  isLawyer,
  onChange,
}: {
  meetingId: string;
  guest: CallGuest | null;
  isLawyer: boolean;
  onChange: (guest: CallGuest) => void;
}) {
  const t = useT('call');
  const say = useFailureText();
  const [busy, setBusy] = useState(false);
  if (!guest || (guest.status !== 'WAITING' && guest.status !== 'ADMITTED')) return null;
  if (guest.status === 'ADMITTED' && !isLawyer) return null;
  const decide = async (action: 'admit' | 'remove') => {
    setBusy(true);
    try {
      onChange(await callGuestApi.decide(meetingId, action));
    } catch (error) {
      toast.error(say(error, t(action === 'admit' ? 'guest.room.admit' : 'guest.room.remove')));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div
      role="status"
      className="mx-4 mb-2 flex flex-wrap items-center gap-2 rounded-lg bg-sky-500/20 px-3 py-2 text-sm text-sky-100"
      data-testid="guest-bar"
      data-guest-status={guest.status}
    >
      <span className="flex-1">
        {guest.status === 'WAITING' ? t('guest.room.waiting', { name: guest.name }) : t('guest.room.inCall', { name: guest.name })}
      </span>
      {isLawyer && guest.status === 'WAITING' && (
        <button type="button" className="btn-primary" disabled={busy} onClick={() => void decide('admit')}>
          {t('guest.room.admit')}
        </button>
      )}
      {isLawyer && (
        <button type="button" className="btn-outline" disabled={busy} onClick={() => void decide('remove')}>
          {t('guest.room.remove')}
        </button>
      )}
    </div>
  );
}
