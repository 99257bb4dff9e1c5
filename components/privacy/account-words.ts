import en from '@/messages/en/account.json';

/**
 * The `account` keys each client area reads, for `<ClientMessages namespaces={[…]}>`: derived from the
 * catalogue by prefix, so a key added to a section is sent without editing a list.
 */
function keysUnder(...prefixes: string[]): string[] {
  const all: string[] = [];
  const walk = (node: Record<string, unknown>, path: string) => {
    for (const [key, value] of Object.entries(node)) {
      if (typeof value === 'string') all.push(path + key);
      else walk(value as Record<string, unknown>, `${path}${key}.`);
    }
  };
  walk(en, '');
  return all.filter((key) => prefixes.some((prefix) => key.startsWith(prefix)));
}

const words = (...prefixes: string[]) => ['account', keysUnder(...prefixes)] as const;

/** Root layout: the header's bell (signed-in people) and the once-after-sign-in toast. */
export const HEADER_ACCOUNT_WORDS = words('notifications.', 'signInNotice.');
/** Account settings of both portals: the "Your data" section. */
export const YOUR_DATA_WORDS = words('privacy.');
/** The deletion form of the portals' delete page, and the mailed link's confirmation page (not the page's own text). */
export const DELETION_FORM_WORDS = words(
  ...[
    'password',
    'noPassword',
    'deleting',
    'submit',
    'mailLink',
    'passwordRequired',
    'confirmationSent',
    'linkInvalid',
    'confirmText',
    'signIn',
  ].map((key) => `deletion.${key}`),
);
/** The interstitial after new Terms or Privacy Policy. */
export const POLICIES_WORDS = words('policies.');
/** The lawyer dashboard's re-upload of IDs. */
export const VERIFICATION_WORDS = words('verification.');
/** The notary editor of the lawyer portal. */
export const NOTARY_EDITOR_WORDS = words(
  'notary.loading',
  'notary.visibilityTitle',
  'notary.photoTitle',
  'notary.commissionDoc',
  'notary.detailsTitle',
  'notary.form.',
  'notary.weekday.',
  'notary.visibility.',
  'notary.item.',
  'notary.uploads.',
);
/** The report form behind "Report" links. */
export const REPORT_FORM_WORDS = words('report.');
