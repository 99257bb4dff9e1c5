'use client';

import type { Quality } from '@/lib/call/peer';
import { useT } from '@/lib/i18n/client';

const LIT: Record<Quality, number> = { good: 3, fair: 2, poor: 1, unknown: 0 };

/** Three bars from getStats (round trip and packet loss), as phones show signal strength. */
export function QualityBars({ quality }: { quality: Quality }) {
  const t = useT('call');
  const label = t(`quality.${quality}`);
  const color = quality === 'poor' ? 'bg-red-400' : quality === 'fair' ? 'bg-amber-300' : 'bg-emerald-400';
  return (
    <span role="img" aria-label={label} title={label} className="flex h-5 items-end gap-0.5" data-quality={quality}>
      {[1, 2, 3].map((n) => (
        <span key={n} className={`w-1.5 rounded-sm ${n <= LIT[quality] ? color : 'bg-white/25'}`} style={{ height: `${n * 33}%` }} />
      ))}
    </span>
  );
}
