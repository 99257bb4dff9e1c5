import { z } from './zod';
import type { NotaryMissingItem } from '@/lib/dto/notary';
import { listReferenceCities } from '@/lib/reference/notary-cities';
import { commissionCoversOffice } from '@/lib/reference/rtc-stations';
import { NOTARY_SERVICE_SLUGS, type NotaryServiceSlug } from '@/lib/reference/notary-services';
import { requiredText } from './fields';
import { issueMessage } from '@/lib/errors/issue';
import { manilaToday } from '@/lib/format/civil-date';

/** The commission document: a scan or photo of the commission, or its PDF. */
export const COMMISSION_DOC_MAX_MB = 10;
export const COMMISSION_DOC_EXTENSIONS = ['pdf', 'jpg', 'jpeg', 'png', 'webp'] as const;

/** Ours: the spec keeps notary errors as messages in state without giving their texts. */
export const NOTARY_MESSAGES = {
  december31: 'A notarial commission ends on 31 December of its second year.',
  tooFar: 'A commission lasts two years: give its last day, 31 December of its second year.',
  date: 'Use a date like 2027-12-31.',
  phone: 'Use a Philippine number, e.g. 0917 123 4567 or +63 2 8123 4567.',
  time: 'Use a time like 09:00.',
  closesBeforeOpens: 'The closing time must be after the opening time.',
  unknownCity: 'Please choose a city from the list.',
  outsideTerritory:
    'Your office is outside the territory of your commissioning court. A notary may act only there: choose the city of your office, or check the court.',
  chooseDay: 'Please choose at least one day.',
  chooseService: 'Please choose at least one service.',
  unknownChoice: 'Please choose from the list.',
  rollNumber: 'Use the digits of your Roll of Attorneys number.',
  onlyLawyers: 'Only lawyers can keep a notary profile.',
  saveFirst: 'Save your commission details first.',
  saved: 'Saved.',
  fetchFailed: 'Could not load your notary profile. Please reload the page.',
} as const;

/** The checklist's words for what is missing (the toggle's refusal names them). */
export const NOTARY_ITEM_LABELS: Record<NotaryMissingItem, string> = {
  commission_number: 'commission number',
  commissioning_court: 'commissioning court',
  territory: 'territory of the commission',
  commission_expires_on: 'commission valid until',
  roll_number: 'Roll of Attorneys number',
  ibp_number: 'IBP number',
  ptr_number: 'PTR number',
  mcle_number: 'MCLE compliance number',
  office_address: 'office address',
  city: 'city',
  office_hours: 'office hours',
  phone: 'phone number',
  services: 'services offered',
  picture: 'profile picture',
  commission_doc: 'commission document',
  ibp_verified: 'IBP verification of your lawyer account',
};

/** The missing items' names, as the server's refusal (`notary.incomplete`) lists them. */
export function notaryMissingList(missing: NotaryMissingItem[]): string {
  return missing.map((m) => NOTARY_ITEM_LABELS[m]).join(', ');
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/**
 * The commission's last day: a real 31 December, not before 2000 and at most two years ahead of
 * the current year (a two-year term ends on 31 December of its second year).
 */
const commissionExpiresOn = z
  .string({ error: issueMessage('common.required') })
  .trim()
  .regex(ISO_DATE, issueMessage('notary.date'))
  .refine((v) => v.endsWith('-12-31'), issueMessage('notary.december31'))
  .refine((v) => {
    const year = Number(v.slice(0, 4));
    return year >= 2000 && year <= new Date().getFullYear() + 2;
  }, issueMessage('notary.tooFar'));

const time = z.string({ error: issueMessage('common.required') }).regex(TIME, issueMessage('notary.time'));

const citySlugs = () => listReferenceCities().map((c) => c.slug);

/** PUT /api/v1/notary-public: the commission and office details (the notarial block of spec §2). */
export const notaryProfileSchema = z
  .object({
    commission_number: requiredText(40),
    commissioning_court: requiredText(200),
    territory: requiredText(200),
    commission_expires_on: commissionExpiresOn,
    roll_number: z
      .string({ error: issueMessage('common.required') })
      .trim()
      .regex(/^\d{1,6}$/, issueMessage('lawyerProfile.useDigitsRollAttorneys')),
    ibp_number: requiredText(30),
    ptr_number: requiredText(40),
    mcle_number: requiredText(60),
    office_address: requiredText(200),
    city_slug: z
      .string({ error: issueMessage('notary.unknownCity') })
      .refine((v) => citySlugs().includes(v), issueMessage('notary.unknownCity')),
    // Numbers, or the checkbox values of the form ("0".."6").
    office_days: z
      .array(
        z.union([
          z.number().int().min(0).max(6),
          z
            .string()
            .regex(/^[0-6]$/)
            .transform(Number),
        ]),
        { error: issueMessage('notary.chooseDay') },
      )
      .min(1, issueMessage('notary.chooseDay'))
      .max(7)
      .transform((days) => [...new Set(days)].sort((a, b) => a - b)),
    opens_at: time,
    closes_at: time,
    phone: z
      .string({ error: issueMessage('common.required') })
      .trim()
      .regex(/^(\+63|0)[\d\s()-]{8,16}$/, issueMessage('notary.phone'))
      .refine((v) => v.replace(/\D/g, '').length >= 9 && v.replace(/\D/g, '').length <= 13, issueMessage('notary.phone')),
    email: z
      .string()
      .trim()
      .max(120, issueMessage('validation.tooLong', { max: 120 }))
      .optional()
      .nullable()
      .transform((v) => v || null)
      .refine((v) => v === null || z.email().safeParse(v).success, issueMessage('validation.invalidEmail')),
    services: z
      .array(
        z.custom<NotaryServiceSlug>(
          (v) => NOTARY_SERVICE_SLUGS.includes(v as NotaryServiceSlug),
          issueMessage('notaryOffer.unknownChoice'),
        ),
        {
          error: issueMessage('notary.chooseService'),
        },
      )
      .min(1, issueMessage('notary.chooseService'))
      .max(NOTARY_SERVICE_SLUGS.length)
      .transform((xs) => [...new Set(xs)]),
    fees_note: z
      .string()
      .trim()
      .max(500, issueMessage('validation.tooLong', { max: 500 }))
      .optional()
      .nullable()
      .transform((v) => v || null),
  })
  .strict()
  .refine((v) => v.closes_at > v.opens_at, { message: issueMessage('notary.closesBeforeOpens'), path: ['closes_at'] })
  // Issue 57 item 3: an office outside the commissioning court's territory is refused, in the form and on the server alike.
  .refine((v) => commissionCoversOffice(v.commissioning_court, v.city_slug) !== 'outside', {
    message: issueMessage('notary.outsideTerritory'),
    path: ['city_slug'],
  });

export type NotaryProfileInput = z.input<typeof notaryProfileSchema>;
export type NotaryProfileValues = z.output<typeof notaryProfileSchema>;

/** PUT toggle-visibility: the wanted state (a plain toggle when absent). */
export const notaryVisibilitySchema = z.object({ is_public: z.boolean().optional() }).strict();

type Completeness = {
  commission_number: string | null;
  commissioning_court: string | null;
  territory: string | null;
  commission_expires_on: string | null;
  roll_number: string | null;
  ibp_number: string | null;
  ptr_number: string | null;
  mcle_number: string | null;
  office_address: string | null;
  city_slug: string | null;
  office_days: number[];
  opens_at: string | null;
  phone: string | null;
  services: string[];
  picture_url: string | null;
  notarial_commission_doc_url: string | null;
  ibp_verified: boolean;
};

/** The one rule of what a public notary profile needs (server and checklist alike). */
export function missingNotaryItems(p: Completeness): NotaryMissingItem[] {
  const missing: NotaryMissingItem[] = [];
  const text: [NotaryMissingItem, string | null][] = [
    ['commission_number', p.commission_number],
    ['commissioning_court', p.commissioning_court],
    ['territory', p.territory],
    ['commission_expires_on', p.commission_expires_on],
    ['roll_number', p.roll_number],
    ['ibp_number', p.ibp_number],
    ['ptr_number', p.ptr_number],
    ['mcle_number', p.mcle_number],
    ['office_address', p.office_address],
    ['city', p.city_slug],
    ['phone', p.phone],
  ];
  for (const [item, value] of text) if (!value?.trim()) missing.push(item);
  if (!p.office_days.length || !p.opens_at) missing.push('office_hours');
  if (!p.services.length) missing.push('services');
  if (!p.picture_url) missing.push('picture');
  if (!p.notarial_commission_doc_url) missing.push('commission_doc');
  if (!p.ibp_verified) missing.push('ibp_verified');
  return missing;
}

export function isCommissionLapsed(expiresOn: string | null, now = new Date()): boolean {
  return expiresOn !== null && expiresOn < manilaToday(now);
}
