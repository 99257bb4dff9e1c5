'use client';

import { formatApproximate } from '@/lib/format/approximate-money';
import { useWords } from '@/lib/i18n/context';
import { useVisitorCurrency } from './visitor-currency';

/**
 * "(about US$44)" after a peso price, in the visitor's currency; nothing for pesos only, on the server
 * and for a free item. Its words: `common` `approx.` (PesoPrice sends them).
 */
export function ApproxPrice({ centavos, className = 'ml-1 text-sm font-normal text-slate-600' }: { centavos: number; className?: string }) {
  const currency = useVisitorCurrency();
  const words = useWords('common');
  const amount = currency ? formatApproximate(centavos, currency) : null;
  if (!amount) return null;
  return (
    <span className={className} title={words('approx.title')} data-testid="approx-price">
      ({words('approx.about', { amount })})
    </span>
  );
}
