import { isCallMode, preselectMode, type CallMode, type ConnectionHint } from '@/lib/rules/call-mode';

/** Where the lobby leaves the mode chosen for the call page it opens (this tab only). */
const KEY = 'abogado.callMode';

/** The lobby's choice, for the call page this tab opens next. */
export function handOffMode(mode: CallMode): void {
  try {
    sessionStorage.setItem(KEY, mode);
  } catch {
    // Storage refused (private mode): the call page picks its own.
  }
}

/** What the browser says of the connection: navigator.connection, where it has it (Chromium, Android). */
export function connectionHint(): ConnectionHint {
  const c = (navigator as Navigator & { connection?: ConnectionHint }).connection;
  return c ? { type: c.type, effectiveType: c.effectiveType, saveData: c.saveData, downlink: c.downlink } : null;
}

/** The mode a call page starts in: the lobby's choice in this tab, else the account's, else by the connection. */
export function firstMode(saved: CallMode | null): CallMode {
  let handed: string | null = null;
  try {
    handed = sessionStorage.getItem(KEY);
  } catch {
    handed = null;
  }
  return isCallMode(handed) ? handed : preselectMode(saved, connectionHint());
}
