import { ArrowRightIcon } from '@/components/ui/icons';
import { FREE_LEGAL_HELP_PATH } from '@/lib/reference/free-legal-help-link';

/**
 * Shown above the results when the words searched ask for free help ("tulong legal", "libreng
 * abogado", "PAO": asksForFreeLegalHelp): where to get it, before any paid lawyer. No client code.
 */
export function FreeLegalHelpCard({ region }: { region?: string }) {
  const href = region ? `${FREE_LEGAL_HELP_PATH}?${new URLSearchParams({ region })}` : FREE_LEGAL_HELP_PATH;
  return (
    <section aria-labelledby="free-help-heading" className="rounded-xl border-2 border-secondary-300 bg-secondary-50 p-4 shadow-sm sm:p-5">
      <h2 id="free-help-heading" className="text-lg font-semibold text-slate-900">
        Free legal help
      </h2>
      <p className="mt-1 max-w-2xl text-slate-800">
        If you cannot afford a lawyer, the Public Attorney&apos;s Office (PAO), IBP legal aid and law school clinics give free advice and,
        for many cases, free representation. See who qualifies and the office nearest you.
      </p>
      <a href={href} className="btn-primary mt-3 h-11 px-5">
        Find free legal help
        <ArrowRightIcon className="h-5 w-5" />
      </a>
    </section>
  );
}
