// Where the blocker form floats on the week grid: beside the time it was opened from (issue 45).
import { HOUR_PX } from './grid-layout';

/** Where on the week grid the form was opened from: it opens beside that time, not above the grid. */
export type GridSpot = { day: string; startMinute: number; endMinute: number };

/** The floating form's width (px); below this much room beside the time, it opens under it (a phone). */
const FLOAT_WIDTH = 440;
const GAP = 8;

/**
 * Places the floating form beside the chosen time of the day column `column`, inside `frame` (the
 * positioned box around the grid): to its right, else to its left — level with the time, moved up
 * only as far as needed to end with the grid (so the time stays beside it) —, else (a phone's
 * one-day grid) under the time at full width.
 */
export function placeBeside(form: HTMLElement, frame: HTMLElement, column: HTMLElement, spot: GridSpot) {
  const f = frame.getBoundingClientRect();
  const c = column.getBoundingClientRect();
  const top = c.top - f.top + (spot.startMinute / 60) * HOUR_PX;
  const bottom = c.top - f.top + (spot.endMinute / 60) * HOUR_PX;
  const right = c.right - f.left;
  const left = c.left - f.left;
  const width = Math.min(FLOAT_WIDTH, f.width);
  const style = form.style;
  style.width = `${width}px`;
  const level = `${Math.max(0, Math.min(top, f.height - form.offsetHeight))}px`;
  if (f.width - right - GAP >= width) {
    style.left = `${right + GAP}px`;
    style.top = level;
  } else if (left - GAP >= width) {
    style.left = `${left - GAP - width}px`;
    style.top = level;
  } else {
    style.left = `${Math.max(0, Math.min(left, f.width - width))}px`;
    style.top = `${bottom + GAP}px`;
  }
}
