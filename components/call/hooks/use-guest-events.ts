'use client';

import { useEffect, type Dispatch, type RefObject, type SetStateAction } from 'react';
import { ApiError } from '@/lib/api/client';
import { createSignalSender, subscribeCallEvents } from '@/lib/api/call';
import { callGuestApi } from '@/lib/api/call-guests';
import type { CallEvent } from '@/lib/dto/video-call';
import { useT } from '@/lib/i18n/client';
import { useRefusalText } from './use-refusal-text';

/** The guest's two senders: negotiation (offers, answers, candidates) apart from the rest. */
export type GuestSender = { negotiation: ReturnType<typeof createSignalSender>; status: ReturnType<typeof createSignalSender> };

/** The mode each party asks for (data saver, audio only), null until they say. */
export type GuestPartyModes = { lawyer: null | 'video' | 'saver' | 'audio'; client: null | 'video' | 'saver' | 'audio' };

/**
 * The guest's side of the call's signals: the senders are opened (into `senderRef`), each party's events go to
 * its link (`hearLawyer`, `hearClient`) and their modes into `setPartyModes`; a hang-up, or the lawyer's
 * removal of the guest, ends it through `finishRef`, and the page going away records the leave.
 */
export function useGuestEvents({
  meetingId,
  after,
  lawyerId,
  clientId,
  hearLawyer,
  hearClient,
  senderRef,
  setPartyModes,
  finishRef,
}: {
  meetingId: string;
  /** The call's `events_after`: the events heard are those after it. */
  after: string;
  lawyerId: string;
  clientId: string;
  hearLawyer: (event: CallEvent) => void;
  hearClient: (event: CallEvent) => void;
  senderRef: RefObject<GuestSender | null>;
  setPartyModes: Dispatch<SetStateAction<GuestPartyModes>>;
  finishRef: RefObject<(text: string) => void>;
}) {
  const t = useT('call');
  const errorText = useRefusalText();
  useEffect(() => {
    senderRef.current = { negotiation: createSignalSender(meetingId), status: createSignalSender(meetingId) };
    const onEvent = (event: CallEvent) => {
      if (event.kind === 'media') {
        const who = event.from === lawyerId ? 'lawyer' : 'client';
        setPartyModes((m) => ({ ...m, [who]: event.mode ?? null }));
      }
      // A party ended the call: it is over for the guest too.
      if (event.kind === 'hangup') return finishRef.current(t('guest.page.ended'));
      if (event.from === lawyerId) hearLawyer(event);
      else if (event.from === clientId) hearClient(event);
    };
    // The stream ends when the lawyer removes the guest: the lobby's question says why.
    const onOpenChange = (open: boolean) => {
      if (open) return;
      callGuestApi.poll().then(
        () => undefined,
        (error: unknown) => {
          if (error instanceof ApiError && (error.status ?? 500) < 500) {
            unsubscribe();
            finishRef.current(errorText(error, t('guest.page.ended')));
          }
        },
      );
    };
    const unsubscribe = subscribeCallEvents(meetingId, onEvent, { after, onOpenChange });
    const onPageHide = () => callGuestApi.leaveOnUnload();
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      unsubscribe();
      senderRef.current?.negotiation.close();
      senderRef.current?.status.close();
      senderRef.current = null;
    };
  }, [meetingId, after, lawyerId, clientId, hearLawyer, hearClient, senderRef, setPartyModes, finishRef, t, errorText]);
}
