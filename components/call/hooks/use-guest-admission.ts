'use client';

import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '@/lib/api/client';
import { callGuestApi } from '@/lib/api/call-guests';
import type { GuestCall, GuestView } from '@/lib/dto/call-guest';
import { useT } from '@/lib/i18n/client';
import { useRefusalText } from './use-refusal-text';

/** How often the guest's lobby asks whether the lawyer let them in. */
const POLL_MS = 2_000;

export type GuestPhase =
  | { kind: 'opening' }
  | { kind: 'lobby'; view: GuestView }
  | { kind: 'in-call'; view: GuestView; call: GuestCall }
  | { kind: 'over'; text: string };

/**
 * The invited guest's way into the call (issue 63 item 5): the link is opened once — this browser is bound
 * to it — then the lobby asks every POLL_MS whether the lawyer admitted them, and once admitted the call is
 * joined. A refusal (of the link, the join or a poll) ends it with its words.
 */
export function useGuestAdmission(token: string) {
  const t = useT('call');
  const errorText = useRefusalText();
  const [phase, setPhase] = useState<GuestPhase>({ kind: 'opening' });

  const admitted = useCallback(
    async (view: GuestView) => {
      try {
        setPhase({ kind: 'in-call', view, call: await callGuestApi.join() });
      } catch (error) {
        setPhase({ kind: 'over', text: errorText(error, t('room.failedTitle')) });
      }
    },
    [t, errorText],
  );

  useEffect(() => {
    let cancelled = false;
    callGuestApi.open(token).then(
      (view) => {
        if (cancelled) return;
        if (view.status === 'ADMITTED') void admitted(view);
        else setPhase({ kind: 'lobby', view });
      },
      (error: unknown) => !cancelled && setPhase({ kind: 'over', text: errorText(error, t('room.failedTitle')) }),
    );
    return () => {
      cancelled = true;
    };
  }, [token, admitted, t, errorText]);

  const waiting = phase.kind === 'lobby';
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => {
      callGuestApi.poll().then(
        (view) => {
          if (view.status === 'ADMITTED') {
            clearInterval(timer);
            void admitted(view);
          }
        },
        (error: unknown) => {
          if (error instanceof ApiError && (error.status ?? 500) < 500) {
            clearInterval(timer);
            setPhase({ kind: 'over', text: errorText(error, t('room.failedTitle')) });
          }
        },
      );
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [waiting, admitted, t, errorText]);

  return { phase, setPhase };
}
