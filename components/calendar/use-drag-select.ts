'use client';

import { useCallback, useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { HOUR_PX } from './grid-layout';

/** A stretch chosen on the grid: the day key and wall-clock minutes [start, end). */
export type GridSelection = { day: string; startMinute: number; endMinute: number };

const STEP = 30;
/** A finger held this long without moving starts a selection; moving sooner scrolls, as a phone user expects. */
const LONG_PRESS_MS = 350;
/** Movement (px) that counts as a drag for a mouse, or as a scroll before the long press for a finger. */
const SLOP_PX = 8;

type Gesture = {
  day: string;
  column: HTMLElement;
  pointerId: number;
  touch: boolean;
  x: number;
  y: number;
  anchor: number;
  active: boolean;
  moved: boolean;
  timer?: number;
};

/** The half-hour under a point of a day column (clamped to the day). */
function minuteAt(column: HTMLElement, clientY: number): number {
  const y = clientY - column.getBoundingClientRect().top;
  return Math.min(Math.max(Math.floor((y / HOUR_PX) * (60 / STEP)) * STEP, 0), 1440 - STEP);
}

/** The stretch from the gesture's first half hour to the one under the pointer, both included. */
const span = (g: Gesture, minute: number): GridSelection => ({
  day: g.day,
  startMinute: Math.min(g.anchor, minute),
  endMinute: Math.max(g.anchor, minute) + STEP,
});

/**
 * Drag over empty cells of a day column to choose a stretch (snapped to half hours), then
 * `onSelect` gets it. A mouse or pen drags at once; a finger first holds still for a moment (a
 * quick swipe keeps scrolling the grid). A press without a drag is left to the cell's own click
 * (the hour), which stays the keyboard's way too.
 */
export function useDragSelect(onSelect: (selection: GridSelection) => void) {
  const [selection, setShown] = useState<GridSelection | null>(null);
  const current = useRef<GridSelection | null>(null);
  const setSelection = useCallback((next: GridSelection | null) => {
    current.current = next;
    setShown(next);
  }, []);
  const gesture = useRef<Gesture | null>(null);
  // The click that follows a drag's pointerup on the same cell must not open that hour instead.
  const suppressClick = useRef(false);
  const select = useRef(onSelect);
  useEffect(() => {
    select.current = onSelect;
  }, [onSelect]);

  const finish = useCallback(
    (commit: boolean) => {
      const g = gesture.current;
      gesture.current = null;
      if (!g) return;
      window.clearTimeout(g.timer);
      const chosen = current.current;
      setSelection(null);
      if (!commit || !chosen || !g.active || !(g.moved || g.touch)) return;
      suppressClick.current = true;
      window.setTimeout(() => (suppressClick.current = false), 0);
      // A finger held without moving chooses its hour, as a tap would.
      const hour = Math.floor(chosen.startMinute / 60) * 60;
      select.current(g.moved ? chosen : { ...chosen, startMinute: hour, endMinute: hour + 60 });
    },
    [setSelection],
  );

  useEffect(() => {
    const move = (e: PointerEvent) => {
      const g = gesture.current;
      if (!g || e.pointerId !== g.pointerId) return;
      const far = Math.abs(e.clientX - g.x) > SLOP_PX || Math.abs(e.clientY - g.y) > SLOP_PX;
      if (!g.active) {
        // A finger that moves before the long press is scrolling: let it.
        if (g.touch && far) finish(false);
        return;
      }
      const minute = minuteAt(g.column, e.clientY);
      if (far || minute !== g.anchor) g.moved = true;
      setSelection(span(g, minute));
    };
    const up = (e: PointerEvent) => {
      if (gesture.current?.pointerId === e.pointerId) finish(true);
    };
    const cancel = (e: PointerEvent) => {
      if (gesture.current?.pointerId === e.pointerId) finish(false);
    };
    // While a finger selects, the page must not scroll under it (only a non-passive listener may stop that).
    const touchMove = (e: TouchEvent) => {
      if (gesture.current?.active && e.cancelable) e.preventDefault();
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', up);
    window.addEventListener('pointercancel', cancel);
    window.addEventListener('touchmove', touchMove, { passive: false });
    return () => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', up);
      window.removeEventListener('pointercancel', cancel);
      window.removeEventListener('touchmove', touchMove);
    };
  }, [finish, setSelection]);

  /** On a day column's empty cell: starts a gesture there. */
  const onPointerDown = (day: string) => (e: ReactPointerEvent<HTMLElement>) => {
    // Only empty cells start a selection: meetings and blockers keep their own clicks.
    if (e.button !== 0 || gesture.current || !(e.target as HTMLElement).closest('[data-grid-cell]')) return;
    const column = e.currentTarget;
    const touch = e.pointerType === 'touch';
    const g: Gesture = {
      day,
      column,
      pointerId: e.pointerId,
      touch,
      x: e.clientX,
      y: e.clientY,
      anchor: minuteAt(column, e.clientY),
      active: !touch,
      moved: false,
    };
    gesture.current = g;
    if (touch) {
      g.timer = window.setTimeout(() => {
        if (gesture.current !== g) return;
        g.active = true;
        setSelection(span(g, g.anchor));
      }, LONG_PRESS_MS);
    } else {
      // No text selection while dragging with a mouse.
      e.preventDefault();
      setSelection(span(g, g.anchor));
    }
  };

  return { selection, onPointerDown, clickSuppressed: () => suppressClick.current };
}
