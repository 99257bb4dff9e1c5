/**
 * Notarial acts and the documents people most often bring (2004 Rules on Notarial Practice, Rule II:
 * acknowledgments, jurats, oaths, signature witnessing, copy certification). The slug is stored and
 * searched; the label is shown.
 */
export const NOTARY_SERVICES = [
  { slug: 'acknowledgment', label: 'Acknowledgment' },
  { slug: 'jurat', label: 'Jurat (affidavits and sworn statements)' },
  { slug: 'oath', label: 'Oath or affirmation' },
  { slug: 'signature-witnessing', label: 'Signature witnessing' },
  { slug: 'copy-certification', label: 'Copy certification' },
  { slug: 'deed-of-sale', label: 'Deeds of sale' },
  { slug: 'special-power-of-attorney', label: 'Special power of attorney' },
  { slug: 'affidavit-of-loss', label: 'Affidavit of loss' },
  { slug: 'travel-consent', label: 'Travel clearance and consent for minors' },
  { slug: 'contracts', label: 'Contracts, leases and agreements' },
] as const;

export type NotaryServiceSlug = (typeof NOTARY_SERVICES)[number]['slug'];

export const NOTARY_SERVICE_SLUGS = NOTARY_SERVICES.map((s) => s.slug) as readonly NotaryServiceSlug[];

/** A service's English label, as stored descriptions say it (pages show it in the reader's language). */
export const notaryServiceLabel = (slug: string): string => NOTARY_SERVICES.find((s) => s.slug === slug)?.label ?? slug;

/** Days of the week as stored (0 = Sunday, as Date.getDay), Monday first as people read them. */
export const WEEKDAYS = [
  { day: 1, short: 'Mon', long: 'Monday', schema: 'Mo' },
  { day: 2, short: 'Tue', long: 'Tuesday', schema: 'Tu' },
  { day: 3, short: 'Wed', long: 'Wednesday', schema: 'We' },
  { day: 4, short: 'Thu', long: 'Thursday', schema: 'Th' },
  { day: 5, short: 'Fri', long: 'Friday', schema: 'Fr' },
  { day: 6, short: 'Sat', long: 'Saturday', schema: 'Sa' },
  { day: 0, short: 'Sun', long: 'Sunday', schema: 'Su' },
] as const;
