'use client';

import { useSyncExternalStore } from 'react';
import type { VisitorCurrency } from '@/lib/reference/exchange-rates';
import { visitorCurrency } from '@/lib/rules/visitor-currency';

/**
 * The visitor's currency in the browser: their choice in localStorage ('PHP': pesos only), else the
 * guess from the browser's zone and language (lib/rules/visitor-currency.ts). Every approximate price
 * on the page follows a change at once (one event), and other tabs through `storage`. The server and
 * the first render know nothing of it (null: pesos only), so a static page stays the same for all.
 */
const KEY = 'abogado.currency';
const CHANGED = 'abogado:currency';
/** The choice made on this page, for a browser that keeps nothing in storage (private mode, a sandboxed frame). */
let chosenHere: string | null = null;

function stored(): string | null {
  try {
    return window.localStorage.getItem(KEY) ?? chosenHere;
  } catch {
    return chosenHere;
  }
}

function snapshot(): string {
  return visitorCurrency(stored(), Intl.DateTimeFormat().resolvedOptions().timeZone, navigator.language) ?? 'PHP';
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(CHANGED, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CHANGED, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/** The currency to show beside peso prices, or null for pesos only (also on the server and while hydrating). */
export function useVisitorCurrency(): VisitorCurrency | null {
  const value = useSyncExternalStore(subscribe, snapshot, () => 'PHP');
  return value === 'PHP' ? null : (value as VisitorCurrency);
}

/** Keeps the visitor's choice ('PHP': pesos only) and tells every price on the page. */
export function chooseVisitorCurrency(value: VisitorCurrency | 'PHP'): void {
  chosenHere = value;
  try {
    window.localStorage.setItem(KEY, value);
  } catch {
    // not kept: it still applies until the page is left
  }
  window.dispatchEvent(new Event(CHANGED));
}
