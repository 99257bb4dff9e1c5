import 'server-only';
import type { ClientNamespace } from '@/lib/i18n/client-messages';

/** What every editor form reads: its save button, toasts and the schemas' messages. */
const FORM = ['form', 'toasts', 'messages'] as const;

/**
 * The `editor` keys a page's client components read, for ClientMessages: a page sends only its
 * own groups (a nested provider replaces the layout's `editor`, which holds the section nav's).
 */
export function editorClientMessages(...groups: string[]): ClientNamespace {
  return ['editor', (groups.includes('nav') ? groups : [...FORM, ...groups]).map((group) => `${group}.`)];
}
