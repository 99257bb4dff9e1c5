import { BadgeCheck } from '@/components/ui/lucide-static';

const SIZES = {
  sm: { text: 'text-xs', icon: 'h-3.5 w-3.5' },
  md: { text: 'text-sm', icon: 'h-4 w-4' },
} as const;

/** The "IBP verified" pill of result cards (sm), the profile and its preview (md). Plain SVG: no client code. */
export function IbpVerifiedBadge({ size = 'md' }: { size?: keyof typeof SIZES }) {
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full bg-primary-50 px-2 py-0.5 font-semibold text-primary-700 ${SIZES[size].text}`}
    >
      <BadgeCheck aria-hidden="true" className={SIZES[size].icon} /> IBP verified
    </span>
  );
}
