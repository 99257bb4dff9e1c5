import { Mail } from '@/components/ui/lucide-static';

/**
 * Issue 72 item 1: the pill of a result card whose lawyer answers in writing — "Written answer · ₱500" — a link to
 * ask them (their form, on the searched problem if any). Plain SVG, no client code; `label` comes in the page's
 * language (the `search` namespace's `card.written`), as IbpVerifiedBadge's and LegalAidBadge's do.
 */
export function WrittenBadge({ label, href }: { label: string; href: string }) {
  return (
    <a
      href={href}
      rel="nofollow"
      data-testid="written-badge"
      className="inline-flex items-center gap-1 rounded-full bg-white px-2 py-0.5 text-xs font-semibold text-primary-800 ring-1 ring-primary-300 underline-offset-2 hover:bg-primary-50 hover:underline"
    >
      <Mail aria-hidden="true" className="h-3.5 w-3.5" />
      {label}
    </a>
  );
}
