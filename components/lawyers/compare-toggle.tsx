'use client';

import { CheckIcon, PlusIcon } from '@/components/ui/icons';
import { useWords } from '@/lib/i18n/context';
import { COMPARE_MAX, useCompare, type CompareItem } from './compare-store';

/** Adds a lawyer to the compare selection or takes them out (text: the `profile` namespace's `compare`). */
export function CompareToggle({ lawyer, className = '' }: { lawyer: CompareItem; className?: string }) {
  const t = useWords('profile');
  const compare = useCompare();
  const selected = compare.has(lawyer._id);
  const disabled = !selected && compare.full;
  return (
    <button
      type="button"
      aria-pressed={selected}
      disabled={disabled}
      title={disabled ? t('compare.max', { max: COMPARE_MAX }) : undefined}
      onClick={() => compare.toggle(lawyer)}
      className={`${selected ? 'btn-primary' : 'btn-outline'} px-3 py-1.5 ${className}`}
    >
      {selected ? <CheckIcon className="h-4 w-4" /> : <PlusIcon className="h-4 w-4" />}
      {selected ? t('compare.added') : t('compare.button')}
      <span className="sr-only"> {t('attyName', { name: lawyer.display_name })}</span>
    </button>
  );
}
