import type { DraftValues } from './notary-draft-fields';

/**
 * What a visitor typed into a notary booking, kept through signing in (issue 57 item 4): the prepared
 * draft's fields and whether they asked for it. The service, time and "pay at the office" travel in the
 * callback's address (notary-booking.tsx); the draft does not — an affidavit of loss names a person and
 * what they lost, which has no place in an address, a browser's history or a server's log — so it waits
 * in this tab's sessionStorage, read once on return and removed.
 */
export type KeptDraft = { withDraft: boolean; values: DraftValues };

const key = (notaryId: string) => `abogado:notary-booking:${notaryId}`;

export function keepDraft(notaryId: string, draft: KeptDraft): void {
  try {
    sessionStorage.setItem(key(notaryId), JSON.stringify(draft));
  } catch {
    // Storage refused (a private window, full): the visitor types the draft again.
  }
}

/** The draft kept for this notary, once: read and removed. Anything not of the draft's shape is ignored. */
export function takeDraft(notaryId: string): KeptDraft | null {
  try {
    const raw = sessionStorage.getItem(key(notaryId));
    if (raw === null) return null;
    sessionStorage.removeItem(key(notaryId));
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { withDraft, values } = parsed as { withDraft?: unknown; values?: unknown };
    if (typeof withDraft !== 'boolean' || typeof values !== 'object' || values === null) return null;
    const strings = Object.entries(values).filter((e): e is [string, string] => typeof e[1] === 'string');
    return { withDraft, values: Object.fromEntries(strings) };
  } catch {
    return null;
  }
}
