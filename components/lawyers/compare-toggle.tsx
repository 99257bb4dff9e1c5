'use client';

import { CheckIcon, PlusIcon } from '@/components/ui/icons';
import { COMPARE_MAX, useCompare, type CompareItem } from './compare-store';

export function CompareToggle({ lawyer, className = '' }: { lawyer: CompareItem; className?: string }) {
  const compare = useCompare();
  const selected = compare.has(lawyer._id);
  const disabled = !selected && compare.full;
  return (
    <button
      type="button"
      aria-pressed={selected}
      disabled={disabled}
      title={disabled ? `You can compare up to ${COMPARE_MAX} lawyers` : undefined}
      onClick={() => compare.toggle(lawyer)}
      className={`${selected ? 'btn-primary' : 'btn-outline'} px-3 py-1.5 ${className}`}
    >
      {selected ? <CheckIcon className="h-4 w-4" /> : <PlusIcon className="h-4 w-4" />}
      {selected ? 'Added to compare' : 'Compare'}
      <span className="sr-only"> Atty. {lawyer.display_name}</span>
    </button>
  );
}
