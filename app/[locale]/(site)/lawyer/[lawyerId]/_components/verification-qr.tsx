import QRCode from 'qrcode';
import { localePath, type Locale } from '@/lib/i18n/paths';
import type { ServerT } from '@/lib/i18n/server';
import { verificationPageUrl } from '@/lib/server/lawyers/find-verification-card';

/**
 * A QR code of the lawyer's verification page, drawn on the server as an inline SVG (no client
 * JavaScript, no image request). Printed or shown on a phone, it lets a client check the lawyer.
 * A Filipino profile's code leads to the Filipino verification page.
 */
export async function VerificationQr({
  lawyerId,
  name,
  locale,
  t,
}: {
  lawyerId: string;
  name: string;
  locale: Locale;
  t: ServerT<'profile'>;
}) {
  const path = localePath(locale, `/verify/${lawyerId}`);
  const url = new URL(path, verificationPageUrl(lawyerId)).toString();
  const svg = await QRCode.toString(url, {
    type: 'svg',
    margin: 1,
    errorCorrectionLevel: 'M',
    color: { dark: '#0f172a', light: '#ffffff' },
  });
  return (
    <figure className="flex shrink-0 flex-row items-center gap-3 sm:w-28 sm:flex-col sm:gap-1 sm:text-center">
      {/* The SVG is qrcode's own output for our URL: nothing from the user goes into it. */}
      <a href={path} aria-label={t('qr.label', { name })} className="block h-24 w-24 shrink-0 rounded border border-slate-200 bg-white p-1">
        <span aria-hidden="true" className="block h-full w-full [&>svg]:h-full [&>svg]:w-full" dangerouslySetInnerHTML={{ __html: svg }} />
      </a>
      <figcaption className="text-xs text-slate-600">{t('qr.caption')}</figcaption>
    </figure>
  );
}
