import 'server-only';
import type { ClientNamespace } from '@/lib/i18n/client-messages';
import editor from '@/messages/en/editor.json';

/** The dotted leaf keys of `editor` under these groups (`picture` → `picture.title`, …). */
function keysUnder(groups: readonly string[]): string[] {
  const out: string[] = [];
  const walk = (node: Record<string, unknown>, prefix: string) => {
    for (const [key, value] of Object.entries(node)) {
      if (typeof value === 'string') out.push(prefix + key);
      else walk(value as Record<string, unknown>, `${prefix}${key}.`);
    }
  };
  const root = editor as Record<string, unknown>;
  for (const group of groups) walk(root[group] as Record<string, unknown>, `${group}.`);
  return out;
}

/** What every editor form reads: its save button, toasts and the schemas' messages. */
const FORM = ['form', 'toasts', 'messages'] as const;

/**
 * The `editor` keys a page's client components read, for ClientMessages: a page sends only its
 * own groups (a nested provider replaces the layout's `editor`, which holds the section nav's).
 */
export function editorClientMessages(...groups: string[]): ClientNamespace {
  return ['editor', keysUnder(groups.includes('nav') ? groups : [...FORM, ...groups])];
}
