'use client';

import { useSyncExternalStore } from 'react';

/** What the compare tray needs before the /compare page loads fresh figures. */
export type CompareItem = { _id: string; display_name: string; picture_url: string | null };

const COMPARE_STORAGE_KEY = 'compare-lawyers';
export const COMPARE_MAX = 3;
const EVENT = 'compare-lawyers-change';
const EMPTY: CompareItem[] = [];

let cachedRaw: string | null = null;
let cachedItems: CompareItem[] = EMPTY;

function read(): CompareItem[] {
  const raw = window.localStorage.getItem(COMPARE_STORAGE_KEY);
  if (raw === cachedRaw) return cachedItems;
  cachedRaw = raw;
  try {
    const parsed = raw ? (JSON.parse(raw) as unknown) : [];
    cachedItems = Array.isArray(parsed)
      ? parsed.filter((i): i is CompareItem => typeof i?._id === 'string' && typeof i?.display_name === 'string').slice(0, COMPARE_MAX)
      : EMPTY;
  } catch {
    cachedItems = EMPTY;
  }
  return cachedItems;
}

function write(items: CompareItem[]) {
  window.localStorage.setItem(COMPARE_STORAGE_KEY, JSON.stringify(items));
  window.dispatchEvent(new Event(EVENT));
}

function subscribe(onChange: () => void) {
  // `storage` keeps several open tabs in step; the custom event covers this tab.
  window.addEventListener('storage', onChange);
  window.addEventListener(EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(EVENT, onChange);
  };
}

/** The compare selection (up to 3 lawyers), kept in localStorage so it survives navigation. */
export function useCompare() {
  const items = useSyncExternalStore(subscribe, read, () => EMPTY);
  return {
    items,
    has: (id: string) => items.some((i) => i._id === id),
    full: items.length >= COMPARE_MAX,
    toggle: (item: CompareItem) => {
      const current = read();
      if (current.some((i) => i._id === item._id)) write(current.filter((i) => i._id !== item._id));
      else if (current.length < COMPARE_MAX)
        write([...current, { _id: item._id, display_name: item.display_name, picture_url: item.picture_url }]);
    },
    remove: (id: string) => write(read().filter((i) => i._id !== id)),
    clear: () => write([]),
  };
}
