// Geometry of the week grid: where a stretch of time sits in a day column, side by side when
// stretches overlap (blockers may overlap each other). Wall-clock minutes of the grid's zone.
import { TZDate } from '@date-fns/tz';
import type { WeeklyHoursDto } from '@/lib/dto/blocker';

/** Height of one hour row, in px. */
export const HOUR_PX = 48;
/** The hour the grid scrolls to first. */
export const FIRST_VISIBLE_HOUR = 6;

export type Placed<T> = { item: T; top: number; height: number; lane: number; lanes: number; startMinute: number; endMinute: number };

const minuteOfDay = (ms: number, zone: string) => {
  const d = new TZDate(ms, zone);
  return d.getHours() * 60 + d.getMinutes();
};

/**
 * The part of each item inside the day [dayStart, dayEnd), positioned (px from the top of the day)
 * and given a lane: overlapping items share the width of their cluster.
 */
export function placeInDay<T>(
  items: { item: T; start: number; end: number }[],
  dayStart: number,
  dayEnd: number,
  zone: string,
): Placed<T>[] {
  const parts = items
    .filter((i) => i.start < dayEnd && i.end > dayStart)
    .map((i) => {
      const startMinute = i.start <= dayStart ? 0 : minuteOfDay(i.start, zone);
      const endMinute = i.end >= dayEnd ? 1440 : minuteOfDay(i.end, zone) || 1440;
      return { item: i.item, startMinute, endMinute: Math.max(endMinute, startMinute + 15) };
    })
    .sort((a, b) => a.startMinute - b.startMinute || b.endMinute - a.endMinute);
  const placed: Placed<T>[] = [];
  let cluster: Placed<T>[] = [];
  let clusterEnd = -1;
  const laneEnds: number[] = [];
  const closeCluster = () => {
    for (const p of cluster) p.lanes = laneEnds.length;
    cluster = [];
    laneEnds.length = 0;
  };
  for (const part of parts) {
    if (part.startMinute >= clusterEnd) closeCluster();
    let lane = laneEnds.findIndex((end) => end <= part.startMinute);
    if (lane < 0) lane = laneEnds.push(0) - 1;
    laneEnds[lane] = part.endMinute;
    clusterEnd = Math.max(clusterEnd, part.endMinute);
    const p: Placed<T> = {
      ...part,
      top: (part.startMinute / 60) * HOUR_PX,
      height: ((part.endMinute - part.startMinute) / 60) * HOUR_PX,
      lane,
      lanes: 1,
    };
    cluster.push(p);
    placed.push(p);
  }
  closeCluster();
  return placed;
}

/** The lawyer's working hours on this weekday, as bands of the day column (one per range; none on a day off). */
export function workingBands(hours: WeeklyHoursDto[], weekday: number): { top: number; height: number }[] {
  return hours
    .filter((h) => h.weekday === weekday)
    .map((h) => ({ top: (h.start_minute / 60) * HOUR_PX, height: ((h.end_minute - h.start_minute) / 60) * HOUR_PX }));
}

/** Where the "now" line sits in today's column. */
export const nowOffset = (nowMs: number, zone: string) => (minuteOfDay(nowMs, zone) / 60) * HOUR_PX;
