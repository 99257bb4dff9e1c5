import { Clock, ExternalLink, Mail, MapPin, Phone } from './lucide-static';

/**
 * An office's way in, one line each: where it is (with a map link), its hours, a phone to tap (`tel:`),
 * an e-mail, an online route. The notary cards and the offices of "Where do I start?" draw them alike
 * (issue 56); the caller gives the words in the page's language. On paper the lines run on one after
 * another, without icons or the links only a screen can follow (the map, the online route), so that
 * an answer still prints on one page.
 */
type ContactLinesProps = {
  address?: string | null;
  /** A map search for the address, and the link's words ("Map"). */
  map?: { href: string; label: string } | null;
  hours?: string | null;
  phone?: string | null;
  /** The phone's words when it is more than the number ("Call 911"). */
  phoneLabel?: string;
  email?: string | null;
  online?: { href: string; label: string } | null;
  className?: string;
};

/** The digits of a phone for a `tel:` link ("(02) 8123-4567" → "0281234567", "+63 …" keeps its plus). */
const telHref = (phone: string) => `tel:${phone.replace(/[^+\d]/g, '')}`;

const LINK = 'underline-offset-2 hover:underline';

export function ContactLines({ address, map, hours, phone, phoneLabel, email, online, className = 'mt-3' }: ContactLinesProps) {
  if (!address && !map && !hours && !phone && !email && !online) return null;
  // A map link alone (an office in every barangay) has nothing to print.
  const addressLine = address ? 'flex gap-2' : 'flex gap-2 print:hidden';
  return (
    <ul className={`${className} space-y-1.5 text-sm text-slate-700 print:mt-0 print:flex print:flex-wrap print:gap-x-4 print:space-y-0`}>
      {address || map ? (
        <li className={addressLine}>
          <MapPin aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-primary print:hidden" />
          <span>
            {address}
            {map ? (
              <span className="print:hidden">
                {address ? ' · ' : null}
                <a href={map.href} rel="noopener noreferrer nofollow" target="_blank" className={`font-semibold text-primary-700 ${LINK}`}>
                  {map.label}
                </a>
              </span>
            ) : null}
          </span>
        </li>
      ) : null}
      {hours ? (
        <li className="flex gap-2">
          <Clock aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-primary print:hidden" />
          <span>{hours}</span>
        </li>
      ) : null}
      {phone ? (
        <li className="flex gap-2">
          <Phone aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-primary print:hidden" />
          <a href={telHref(phone)} className={LINK}>
            {phoneLabel ?? phone}
          </a>
        </li>
      ) : null}
      {email ? (
        <li className="flex gap-2">
          <Mail aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-primary print:hidden" />
          <a href={`mailto:${email}`} className={`break-all ${LINK}`}>
            {email}
          </a>
        </li>
      ) : null}
      {online ? (
        <li className="flex gap-2 print:hidden">
          <ExternalLink aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-primary print:hidden" />
          <a href={online.href} rel="noopener noreferrer" target="_blank" className={`font-semibold text-primary-700 ${LINK}`}>
            {online.label}
          </a>
        </li>
      ) : null}
    </ul>
  );
}
