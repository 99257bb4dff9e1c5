'use client';

import { useEffect, useRef } from 'react';

/**
 * The lobby's microphone meter: a ref for the bar, drawn straight from the animation frame. A React
 * state would render the whole lobby 60 times a second (issue 28: the lobby's main thread was never
 * idle, 1.5 s of blocking time). It listens to the local microphone only (remote sound never goes
 * through Web Audio).
 */
export function useMicLevel(stream: MediaStream | null) {
  const levelBar = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const track = stream?.getAudioTracks()[0];
    if (!track) return;
    const context = new AudioContext();
    const analyser = context.createAnalyser();
    analyser.fftSize = 512;
    context.createMediaStreamSource(new MediaStream([track])).connect(analyser);
    const data = new Uint8Array(analyser.fftSize);
    let frame = 0;
    let shown = '0.00';
    const tick = () => {
      analyser.getByteTimeDomainData(data);
      let peak = 0;
      for (const v of data) peak = Math.max(peak, Math.abs(v - 128));
      const level = Math.min(1, peak / 64).toFixed(2);
      const bar = levelBar.current;
      if (bar && level !== shown) {
        shown = level;
        bar.style.width = `${Math.round(Number(level) * 100)}%`;
        bar.dataset.level = level;
      }
      frame = requestAnimationFrame(tick);
    };
    tick();
    return () => {
      cancelAnimationFrame(frame);
      void context.close();
    };
  }, [stream]);
  return levelBar;
}
