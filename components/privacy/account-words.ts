/**
 * The `account` keys each client area reads, for `<ClientMessages namespaces={[…]}>`: whole groups
 * (`privacy.`) or single keys, so a key added to a group is sent without editing a list.
 */
const words = (...keys: string[]) => ['account', keys] as const;

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
  'notary.commissionDocTitle',
  'notary.commissionDocDescription',
  'notary.detailsTitle',
  'notary.form.',
  'notary.weekday.',
  'notary.visibility.',
  'notary.item.',
  'notary.uploads.',
  'notary.offer.',
);
/** The notary editor's appointment offer: service names and checklist items from the `notary` namespace. */
export const NOTARY_OFFER_WORDS = ['notary', ['services.', 'checklist.']] as const;
/** The report form behind "Report" links. */
export const REPORT_FORM_WORDS = words('report.');
