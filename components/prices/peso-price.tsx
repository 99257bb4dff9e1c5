import type { ReactNode } from 'react';
import { formatPeso } from '@/lib/format/money';
import type { Locale } from '@/lib/i18n/config';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { LazyApproxPrice, LazyCurrencySelect } from './lazy-prices';

/** The words the approximation and the currency select read (`common` `approx.`), and only those. */
function ApproxWords({ locale, children }: { locale: Locale; children: ReactNode }) {
  return (
    <ClientMessages locale={locale} namespaces={[['common', ['approx.']]]}>
      {children}
    </ClientMessages>
  );
}

/**
 * A price where it decides a purchase: "₱2,500" from the server, then "(about US$44)" in the
 * visitor's currency once the browser knows it (issue 63 item 3). `exact`: the amount as the caller
 * already wrote it ("" where a sentence beside it says the price); null: no price ("—").
 */
export function PesoPrice({ centavos, locale, exact }: { centavos: number | null; locale: Locale; exact?: string }) {
  return (
    <>
      {exact ?? formatPeso(centavos)}
      {centavos !== null && (
        <ApproxWords locale={locale}>
          <LazyApproxPrice centavos={centavos} />
        </ApproxWords>
      )}
    </>
  );
}

/** The visitor's currency choice, once per page beside its prices. */
export function CurrencyChoice({ locale }: { locale: Locale }) {
  return (
    <ApproxWords locale={locale}>
      <LazyCurrencySelect />
    </ApproxWords>
  );
}
