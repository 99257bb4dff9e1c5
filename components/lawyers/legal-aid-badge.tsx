import { HandHeart } from '@/components/ui/lucide-static';

const SIZES = {
  sm: { text: 'text-xs', icon: 'h-3.5 w-3.5' },
  md: { text: 'text-sm', icon: 'h-4 w-4' },
} as const;

/**
 * Issue 61: the "Legal aid" pill of result cards (sm) and the profile (md), for a lawyer whose
 * legal-aid offer is on. Like IbpVerifiedBadge: plain SVG, no client code, and the caller passes
 * `label` in the page's language (the `profile` namespace's `badge.legalAid`). With `href` it is a
 * link to the desk (/legal-aid), where the person reads who qualifies.
 */
export function LegalAidBadge({ size = 'md', label, href }: { size?: keyof typeof SIZES; label: string; href?: string }) {
  const className = `inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 font-semibold text-emerald-800 ring-1 ring-emerald-200 ${SIZES[size].text}`;
  const content = (
    <>
      <HandHeart aria-hidden="true" className={SIZES[size].icon} /> {label}
    </>
  );
  return href ? (
    <a href={href} className={`${className} underline-offset-2 hover:underline`} data-testid="legal-aid-badge">
      {content}
    </a>
  ) : (
    <span className={className} data-testid="legal-aid-badge">
      {content}
    </span>
  );
}
