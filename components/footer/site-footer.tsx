import { LanguageSwitch } from '@/components/i18n/language-switch';
import { Mail } from '@/components/ui/lucide-static';
import { localePath, type Locale } from '@/lib/i18n/paths';
import { textFor, type ServerT } from '@/lib/i18n/server';
import { APP_NAME } from '@/lib/config/app';
import { FREE_LEGAL_HELP_PATH } from '@/lib/reference/free-legal-help-link';
import { LEGAL_AID_PATH } from '@/features/legal-aid/reference/legal-aid-link';
import { WHERE_TO_START_PATH } from '@/features/where-to-start/reference/where-to-start-link';
import { COMPANY_LINKS, LEGAL_LINKS, POPULAR_SEARCHES, SOCIAL_LINKS, SUPPORT_EMAIL, type FooterLink } from '@/lib/reference/footer-links';
import { SocialIcon } from './social-icon';

type T = ServerT<'common'>;

function LinkColumn({ id, title, links, t, locale }: { id: string; title: string; links: FooterLink[]; t: T; locale: Locale }) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="text-sm font-semibold uppercase tracking-wide text-white">
        {title}
      </h2>
      <ul className="mt-3 space-y-1">
        {links.map((link) => (
          <li key={link.href}>
            <a
              href={localePath(locale, link.href)}
              className="inline-block py-1.5 text-sm text-primary-100 underline-offset-2 hover:text-white hover:underline"
            >
              {link.key ? t(`footer.links.${link.key}` as 'footer.links.blog') : link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * Spec §2 footer: popular searches, Company, legal links, social links and the support address; and,
 * ours, where to go without the money for a lawyer (issue 45).
 */
export async function SiteFooter({ locale }: { locale: Locale }) {
  const t = await textFor(locale, 'common');
  const year = new Date().getFullYear();
  return (
    <footer className="mt-16 bg-primary-800 text-primary-100 print:hidden">
      <div className="container-page grid gap-8 py-10 sm:grid-cols-2 md:grid-cols-4">
        <LinkColumn id="footer-popular" title={t('footer.popularSearches')} links={POPULAR_SEARCHES} t={t} locale={locale} />
        <LinkColumn id="footer-company" title={t('footer.company')} links={COMPANY_LINKS} t={t} locale={locale} />
        <LinkColumn id="footer-legal" title={t('footer.legal')} links={LEGAL_LINKS} t={t} locale={locale} />
        <div>
          <nav aria-labelledby="footer-free-help" className="mb-6">
            <h2 id="footer-free-help" className="text-sm font-semibold uppercase tracking-wide text-white">
              {t('footer.cantAfford')}
            </h2>
            <p className="mt-3 text-sm">
              <a
                href={localePath(locale, FREE_LEGAL_HELP_PATH)}
                className="inline-block py-1 font-medium text-white underline underline-offset-2 hover:text-primary-50"
              >
                {t('footer.freeLegalHelp')}
              </a>{' '}
              {t('footer.freeLegalHelpFrom')}
            </p>
            <p className="mt-2 text-sm">
              <a
                href={localePath(locale, LEGAL_AID_PATH)}
                className="inline-block py-1 font-medium text-white underline underline-offset-2 hover:text-primary-50"
              >
                {t('footer.legalAid')}
              </a>
            </p>
            <p className="mt-2 text-sm">
              <a
                href={localePath(locale, WHERE_TO_START_PATH)}
                className="inline-block py-1 font-medium text-white underline underline-offset-2 hover:text-primary-50"
              >
                {t('footer.whereToStart')}
              </a>
            </p>
          </nav>
          <h2 className="text-sm font-semibold uppercase tracking-wide text-white">{t('footer.contactUs')}</h2>
          <p className="mt-3 text-sm">{t('footer.support')}</p>
          <a
            href={`mailto:${SUPPORT_EMAIL}`}
            className="mt-1 inline-flex items-center gap-2 py-1 text-sm font-medium text-white underline-offset-2 hover:underline"
          >
            <Mail aria-hidden="true" className="h-4 w-4" />
            {SUPPORT_EMAIL}
          </a>
          <ul className="mt-4 flex gap-2" aria-label={t('footer.socialMedia')}>
            {SOCIAL_LINKS.map((link) => (
              <li key={link.href}>
                <a
                  href={link.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t('footer.onSocial', { app: APP_NAME, network: link.label })}
                  className="flex h-11 w-11 items-center justify-center rounded-full bg-primary-700 text-white hover:bg-primary-600 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
                >
                  <SocialIcon name={link.label} />
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-primary-700">
        <div className="container-page flex flex-col gap-2 py-5 text-xs text-primary-100 sm:flex-row sm:items-center sm:justify-between">
          <p>{t('footer.notALawFirm', { year, app: APP_NAME })}</p>
          <p>{t('footer.notarization')}</p>
          <p>
            <LanguageSwitch className="inline-block py-1 font-medium text-white underline underline-offset-2 hover:text-primary-50" />
          </p>
        </div>
      </div>
    </footer>
  );
}
