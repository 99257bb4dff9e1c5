'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { callModeOf, degradeStep, DEGRADE, wentUp, type CallMode, type LinkReading } from '@/lib/rules/call-mode';

/** The call stepped down by itself: to which mode, and the one the person can go back to. */
export type ModeNotice = { to: CallMode; back: CallMode };

/**
 * Mode: the person's choice of video, data saver or audio only (the lobby's first, then the one-tap
 * switch), the other party's (their 'media' signal), and the call's mode — the lighter of the two
 * (lib/rules/call-mode.ts). A weak link steps the person's choice down by itself (`onReading`, from
 * useCallData), says so (`notice`) and lets them go back; after going back it waits
 * DEGRADE.holdAfterGoBackMs before stepping down again — and so does the other side's page when the
 * call goes back up by the first side's choice (lib/rules/call-mode.ts wentUp).
 */
export function useCallMode(initial: CallMode, theirs: CallMode | null, callType: 'VIDEO' | 'PHONE') {
  const [mine, setMine] = useState<CallMode>(callType === 'VIDEO' ? initial : 'audio');
  const [notice, setNotice] = useState<ModeNotice | null>(null);
  const readings = useRef<LinkReading[]>([]);
  const holdUntil = useRef(0);
  const mode = callType === 'VIDEO' ? callModeOf(mine, theirs) : 'audio';
  const modeRef = useRef(mode);
  useEffect(() => {
    if (wentUp(modeRef.current, mode)) {
      holdUntil.current = Math.max(holdUntil.current, Date.now() + DEGRADE.holdAfterGoBackMs);
      readings.current = [];
    }
    modeRef.current = mode;
  }, [mode]);

  /** A tap on the switch: the person's choice, no notice, and a fresh look at the link. */
  const choose = useCallback((next: CallMode) => {
    setMine(next);
    setNotice(null);
    readings.current = [];
  }, []);

  const goBack = useCallback(() => {
    if (notice) setMine(notice.back);
    setNotice(null);
    holdUntil.current = Date.now() + DEGRADE.holdAfterGoBackMs;
    readings.current = [];
  }, [notice]);

  const onReading = useCallback((reading: LinkReading) => {
    const kept = [...readings.current, reading].filter((r) => r.at > reading.at - 2 * DEGRADE.windowMs);
    readings.current = kept;
    if (reading.at < holdUntil.current) return;
    const current = modeRef.current;
    const step = degradeStep(current, kept);
    if (!step) return;
    readings.current = [];
    setMine(step);
    setNotice((n) => ({ to: step, back: n?.back ?? current }));
  }, []);

  return { mine, mode, notice, choose, goBack, onReading };
}
