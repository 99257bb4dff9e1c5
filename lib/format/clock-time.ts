/** "09:30" → 570: minutes from midnight of a wall-clock time "HH:MM" ("24:00" → 1440, the day's end). */
export const minutesOf = (hhmm: string): number => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
