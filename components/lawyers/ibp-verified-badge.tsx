import { BadgeCheck } from '@/components/ui/lucide-static';

const SIZES = {
  sm: { text: 'text-xs', icon: 'h-3.5 w-3.5' },
  md: { text: 'text-sm', icon: 'h-4 w-4' },
} as const;

/**
 * The "IBP verified" pill of result cards (sm), the profile and its preview (md). Plain SVG: no client
 * code. It renders on the server and inside client trees alike, so it reads no catalogue itself: the
 * caller passes `label` in the page's language (the `profile` namespace's `badge.ibpVerified`).
 */
export function IbpVerifiedBadge({ size = 'md', label }: { size?: keyof typeof SIZES; label: string }) {
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full bg-primary-50 px-2 py-0.5 font-semibold text-primary-700 ${SIZES[size].text}`}
    >
      <BadgeCheck aria-hidden="true" className={SIZES[size].icon} /> {label}
    </span>
  );
}
