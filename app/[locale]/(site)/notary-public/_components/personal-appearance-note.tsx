import { Info } from '@/components/ui/lucide-static';

/** Every notary page says it: a video call is not a notarization (2004 Rules on Notarial Practice). */
export function PersonalAppearanceNote() {
  return (
    <aside aria-labelledby="appearance-heading" className="rounded-lg border border-secondary-300 bg-secondary-50 p-4 sm:p-5">
      <h2 id="appearance-heading" className="flex items-center gap-2 font-semibold text-slate-900">
        <Info aria-hidden="true" className="h-5 w-5 text-secondary-800" />
        Notarization requires personal appearance
      </h2>
      <p className="mt-2 text-sm leading-relaxed text-slate-800">
        Under the 2004 Rules on Notarial Practice (A.M. No. 02-8-13-SC) you must appear <strong>in person</strong> before the notary public,
        with the unsigned document and a current government-issued ID. Notarization is never done over a video consultation. Remote
        electronic notarization is allowed only through facilities accredited by the Supreme Court (A.M. No. 24-10-14-SC). A notary may act
        only within the territory of the court that commissioned them.
      </p>
    </aside>
  );
}
