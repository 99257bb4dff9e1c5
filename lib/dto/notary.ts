// The notary's profile (spec §3 "Notary profile": picture_url, notarial_commission_doc_url, is_public).
import { z } from 'zod';
import { isoDate, uuid } from './wire';

/** One service a notary takes appointments for (issue 43): its fee, typical length and what to bring. */
const notaryOfferSchema = z
  .object({
    /** A slug of lib/reference/notary-services. */
    service: z.string(),
    fee_centavos: z.number().int(),
    duration_minutes: z.number().int(),
    /** Keys of lib/reference/notary-checklist, the government ID first. */
    checklist: z.array(z.string()),
  })
  .meta({ id: 'NotaryServiceOffer' });
export type NotaryServiceOffer = z.infer<typeof notaryOfferSchema>;

/** The public view of a notary profile; the commission document stays private. */
const publicNotarySchema = z
  .object({
    _id: uuid,
    display_name: z.string(),
    picture_url: z.string().nullable(),
    commission_number: z.string().nullable(),
    /** YYYY-MM-DD; commissions end on 31 December of their second year. */
    commission_expires_on: isoDate.nullable(),
    commissioning_court: z.string().nullable(),
    territory: z.string().nullable(),
    roll_number: z.string().nullable(),
    ibp_number: z.string().nullable(),
    ptr_number: z.string().nullable(),
    mcle_number: z.string().nullable(),
    office_address: z.string().nullable(),
    city: z.string().nullable(),
    city_slug: z.string().nullable(),
    region: z.string().nullable(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
    /** "Monday to Friday, 9:00 AM – 5:00 PM", made from office_days and the two times. */
    office_hours: z.string().nullable(),
    /** Days the office is open, 0 = Sunday. */
    office_days: z.array(z.number().int()),
    /** HH:MM, Manila time. */
    opens_at: z.string().nullable(),
    closes_at: z.string().nullable(),
    /** Service slugs (lib/reference/notary-services). */
    services: z.array(z.string()),
    fees_note: z.string().nullable(),
    /** A map search for the office address (null without one). */
    map_url: z.string().nullable(),
    /** Visitors may book an in-person appointment in the office hours (issue 43). */
    takes_bookings: z.boolean(),
    /** Clients may pay the fee at the office instead of online. */
    pay_at_office: z.boolean(),
    /** The services with an appointment offer, in the services' order. */
    offers: z.array(notaryOfferSchema),
    /** The notary's lawyer profile when it is listed and bookable (an online consultation, not a notarization). */
    lawyer_id: uuid.nullable(),
  })
  .meta({ id: 'PublicNotary' });
export type PublicNotary = z.infer<typeof publicNotarySchema>;

export type NotaryCity = { slug: string; name: string; region: string | null; notaries: number };

/** What a notary profile still needs before it can be public (the editor's checklist). */
const NOTARY_MISSING_ITEMS = [
  'commission_number',
  'commissioning_court',
  'territory',
  'commission_expires_on',
  'roll_number',
  'ibp_number',
  'ptr_number',
  'mcle_number',
  'office_address',
  'city',
  'office_hours',
  'phone',
  'services',
  'picture',
  'commission_doc',
  'ibp_verified',
] as const;
export type NotaryMissingItem = (typeof NOTARY_MISSING_ITEMS)[number];

/** GET /api/v1/notary-public/private: the owner's own profile (an unsaved draft before the first save). */
export const notaryPrivateProfileSchema = publicNotarySchema
  .omit({ _id: true, lawyer_id: true })
  .extend({
    /** Null for the draft, before the first save. */
    _id: uuid.nullable(),
    notarial_commission_doc_url: z.string().nullable(),
    notarial_commission_doc_name: z.string().nullable(),
    is_public: z.boolean(),
    /** Issue 58: how many pay-at-the-office appointments a day the notary accepts. */
    pay_at_office_per_day: z.number().int(),
    /** The lawyer's IBP membership has been verified (a notary must be a lawyer in good standing). */
    ibp_verified: z.boolean(),
    /** Empty when the profile could be public. */
    missing: z.array(z.enum(NOTARY_MISSING_ITEMS)),
    /** The commission's last day has passed (Manila time): it cannot be public until renewed. */
    lapsed: z.boolean(),
    /** Public, complete, commissioned and not hidden by moderation: shown on the public pages now. */
    listed: z.boolean(),
    /** Set when an admin hid the profile (moderation): the reason the notary was told. Absent from the draft. */
    hidden_reason: z.string().nullable().optional(),
  })
  .meta({ id: 'NotaryPrivateProfile' });
export type NotaryPrivateProfile = z.infer<typeof notaryPrivateProfileSchema>;

/** Every save answers with the stored profile. */
export type NotarySaveResponse<T = unknown> = { data: T; profile: NotaryPrivateProfile };

/** PUT /api/v1/notary-public/offer: the appointment offer is saved. */
export const notaryOfferSaveSchema = z
  .object({ data: z.object({ saved: z.literal(true) }), profile: notaryPrivateProfileSchema })
  .meta({ id: 'NotaryOfferSave' });

/** PUT /api/v1/notary-public: the details are saved. */
export const notarySaveSchema = z
  .object({ data: z.object({ saved: z.literal(true) }), profile: notaryPrivateProfileSchema })
  .meta({ id: 'NotarySave' });

/** PUT /api/v1/notary-public/toggle-visibility: the new is_public. */
export const notaryVisibilitySaveSchema = z
  .object({ data: z.object({ is_public: z.boolean() }), profile: notaryPrivateProfileSchema })
  .meta({ id: 'NotaryVisibilitySave' });

/** POST /api/v1/notary-public/picture: the new picture's address (also in data). */
export const notaryPictureSaveSchema = z
  .object({ picture_url: z.string(), data: z.object({ picture_url: z.string() }), profile: notaryPrivateProfileSchema })
  .meta({ id: 'NotaryPictureSave' });

/**
 * POST /api/v1/notary-public/notarial-commission-doc: the document's own (private) address, also under
 * `picture_url` (spec §7 says this call "returns picture_url").
 */
export const notaryCommissionDocSaveSchema = z
  .object({
    picture_url: z.string(),
    notarial_commission_doc_url: z.string(),
    data: z.object({ notarial_commission_doc_url: z.string() }),
    profile: notaryPrivateProfileSchema,
  })
  .meta({ id: 'NotaryCommissionDocSave' });

/** A notary's first free appointment time today or tomorrow (Manila), for the city and search pages. */
export type NotaryFreeSoon = { day: 'today' | 'tomorrow'; start_time: string; service: string };
/** A notary on a list page: who has a free time soon comes first, and says so. */
export type NotaryListing = PublicNotary & { free_soon: NotaryFreeSoon | null };
