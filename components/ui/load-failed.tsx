import { useT } from '@/lib/i18n/client';

/**
 * A section whose data did not load: says what, and offers to ask again. `what` comes in the page's
 * language from the caller ("your mobile number" / "iyong mobile number"); the sentence is ours.
 */
export function LoadFailed({ what, onRetry }: { what: string; onRetry: () => void }) {
  const t = useT('errors');
  return (
    <p className="mt-4 text-sm text-slate-600">
      {t('loadFailed', { what })}{' '}
      <button type="button" className="font-medium text-primary underline" onClick={onRetry}>
        {t('tryAgain')}
      </button>
    </p>
  );
}
