import { ChevronRight } from '@/components/ui/lucide-static';
import type { Crumb } from '@/components/seo/structured-data';
import type { Locale } from '@/lib/i18n/paths';
import type { ServerT } from '@/lib/i18n/server';
import { translator } from '@/lib/i18n/translator';

/**
 * Visible breadcrumb trail; the last crumb is the current page. The crumbs come named and with their
 * paths in the page's language (localePath). Synchronous (translator, not textFor) so every page that
 * renders it stays as it was; `locale` names the trail for screen readers.
 */
export function Breadcrumbs({ crumbs, locale }: { crumbs: Crumb[]; locale: Locale }) {
  // The same words textFor gives; translator's own key type is empty (the catalogue map is untyped).
  const t = translator(locale, 'blog') as unknown as ServerT<'blog'>;
  return (
    <nav aria-label={t('breadcrumbs.label')} className="text-sm text-slate-600">
      <ol className="flex flex-wrap items-center gap-x-1 gap-y-1">
        {crumbs.map((crumb, index) => {
          const last = index === crumbs.length - 1;
          return (
            <li key={crumb.path} className="inline-flex items-center gap-1">
              {last ? (
                <span aria-current="page" className="font-medium text-slate-800">
                  {crumb.name}
                </span>
              ) : (
                <>
                  <a href={crumb.path} className="underline-offset-2 hover:text-primary hover:underline">
                    {crumb.name}
                  </a>
                  <ChevronRight aria-hidden="true" className="h-3.5 w-3.5 text-slate-400" />
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
