'use client';

import { useT } from '@/lib/i18n/client';

/**
 * Issue 62: shown to the client under a message (a comment, a file's name) that seems to ask them to pay outside
 * Abogado (the server's `off_platform` flag, lib/rules/off-platform.ts): such payments are not protected. Its words
 * are `disputes.offPlatform.*`, which the client's pages send.
 */
export function OffPlatformWarning({ kind = 'body' }: { kind?: 'body' | 'fileName' }) {
  const t = useT('disputes');
  return (
    <p
      role="note"
      data-testid="off-platform-warning"
      className="mt-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900"
    >
      <strong className="font-semibold">{t('offPlatform.title')}.</strong>{' '}
      {t(kind === 'body' ? 'offPlatform.body' : 'offPlatform.fileName')}
    </p>
  );
}
