import type { ReactNode } from 'react';
import { localePath, type Locale } from '@/lib/i18n/paths';
import { textFor } from '@/lib/i18n/server';
import { FREE_LEGAL_HELP_PATH } from '@/lib/reference/free-legal-help-link';
import { WHERE_TO_START_PATH } from '@/features/where-to-start/reference/where-to-start-link';
import { ErrorScreen } from './error-screen';

/**
 * The words of the 404 and 403 pages, in the page's language (boundaryLocale: a boundary
 * gets no params and must not read the request, which made every prerendered page dynamic). Server
 * HTML: Next puts a root boundary in every page's payload, so it brings no client code.
 */

const linkClass = 'font-semibold text-primary-700 underline underline-offset-2 hover:text-primary-800';

/** `search`: the plain search form and the popular searches (server HTML, passed through). */
export async function NotFoundScreen({ locale, search }: { locale: Locale; search?: ReactNode }) {
  const t = await textFor(locale, 'errors');
  const href = (path: string) => localePath(locale, path);
  return (
    <ErrorScreen title={t('notFound.heading')} backLabel={t('backHome')} homeHref={href('/')}>
      <p className="max-w-xl text-slate-700">{t('notFound.intro')}</p>
      {search}
      <p className="max-w-xl text-slate-700">
        {t('notFound.cantAfford')}{' '}
        <a href={href(FREE_LEGAL_HELP_PATH)} className={linkClass}>
          {t('notFound.findFreeHelp')}
        </a>{' '}
        {t('notFound.nearYou')}
      </p>
      <p className="max-w-xl text-slate-700">
        {t('notFound.notSure')}{' '}
        <a href={href(WHERE_TO_START_PATH)} className={linkClass}>
          {t('notFound.whereToStart')}
        </a>
      </p>
    </ErrorScreen>
  );
}

export async function ForbiddenScreen({ locale }: { locale: Locale }) {
  const t = await textFor(locale, 'errors');
  const href = (path: string) => localePath(locale, path);
  return (
    <ErrorScreen title={t('forbidden.heading')} backLabel={t('backHome')} homeHref={href('/')}>
      <p className="max-w-md text-slate-700">{t('forbidden.text')}</p>
    </ErrorScreen>
  );
}
