// The public lawyer profile DTO (spec §3 "Lawyer profile", public view). No server-only: client
// components use these types. Deliberately absent: banking, phone, e-mail, roll/IBP numbers and
// the uploaded ID documents.
import { z } from 'zod';
import { areaValueSchema } from './search';
import { answerTimeDtoSchema, serviceOffersDtoSchema } from '@/features/services/dto/service-orders';
import { isoDateTime, uuid } from './wire';

const publicEducationSchema = z
  .object({
    _id: uuid,
    school: z.string(),
    degree: z.string(),
    start_year: z.number().int(),
    end_year: z.number().int().nullable(),
    honours: z.string().nullable(),
  })
  .meta({ id: 'LawyerEducation' });
export type PublicEducation = z.infer<typeof publicEducationSchema>;

const publicWorkExperienceSchema = z
  .object({
    _id: uuid,
    title: z.string(),
    organization: z.string(),
    location: z.string().nullable(),
    start_year: z.number().int(),
    end_year: z.number().int().nullable(),
    description: z.string().nullable(),
  })
  .meta({ id: 'LawyerWorkExperience' });
export type PublicWorkExperience = z.infer<typeof publicWorkExperienceSchema>;

const publicAwardSchema = z
  .object({
    _id: uuid,
    title: z.string(),
    description: z.string().nullable(),
    year: z.number().int().nullable(),
    priority: z.number().int(),
  })
  .meta({ id: 'LawyerAward' });
export type PublicAward = z.infer<typeof publicAwardSchema>;

const publicLegalProblemSchema = z.object({ _id: z.number().int(), label: z.string() });

/** A consultation length and its price (centavos; null while not set). */
const lawyerServiceSchema = z.object({ duration: z.literal([30, 60]), price: z.number().int().nullable() }).meta({ id: 'LawyerService' });
export type LawyerService = z.infer<typeof lawyerServiceSchema>;

/** GET /api/v1/lawyers/{lawyerId}/profile. */
export const publicLawyerProfileSchema = z
  .object({
    _id: uuid,
    display_name: z.string(),
    picture_url: z.string().nullable(),
    about: z.string().nullable(),
    quote: z.string().nullable(),
    law_firm: z.string().nullable(),
    city: z.string().nullable(),
    region: z.string().nullable(),
    ibp_chapter: z.string().nullable(),
    bar_year: z.number().int().nullable(),
    years_of_experience: z.number().int().nullable(),
    languages: z.array(z.string()),
    areas: z.array(areaValueSchema),
    legal_problems: z.array(publicLegalProblemSchema),
    specializations: z.array(z.string()),
    education: z.array(publicEducationSchema),
    work_experience: z.array(publicWorkExperienceSchema),
    /** By ascending priority (spec §3 "priority ordering"). */
    awards: z.array(publicAwardSchema),
    /** Spec §3: the first entry is the 30-minute price, the second the 60-minute one (centavos). */
    services: z.array(lawyerServiceSchema),
    /** Issue 60: the price of one question in writing (centavos), or null when the lawyer does not answer them. */
    question_price: z.number().int().nullable(),
    /** The lawyer's legal-aid offer is on (issue 61): the profile shows a "Legal aid" badge. */
    legal_aid: z.boolean(),
    /** Issue 62: the fixed-price services offered, in the catalogue's order (`services` above is the spec's consultations). */
    service_offers: serviceOffersDtoSchema.shape.offers,
    /** Issue 62: the median answer time over the last 90 days, or null below 3 answers. */
    answer_time: answerTimeDtoSchema,
    rating: z.number(),
    review_count: z.number().int(),
    ibp_verified: z.boolean(),
    updated_at: isoDateTime,
  })
  .meta({ id: 'PublicLawyerProfile' });
export type PublicLawyerProfile = z.infer<typeof publicLawyerProfileSchema>;

/** `written`: a review of a written answer (issue 60), not of a consultation. */
type PublicReview = { _id: string; rating: number; comment: string | null; reviewer: string; created_at: string; written: boolean };
export type PublicReviewPage = { results: PublicReview[]; total: number; page: number; hasMore: boolean };

// ——— The lawyer's own profile (GET /api/v1/lawyers/profile, spec §3 "Lawyer profile") ———

const lawyerBasicInfoSchema = z
  .object({
    first_name: z.string(),
    last_name: z.string(),
    display_name: z.string(),
    about: z.string(),
    quote: z.string(),
    roll_number: z.string(),
    ibp_number: z.string(),
    office_address: z.string(),
    city: z.string(),
    region: z.string(),
    bar_year: z.number().int().nullable(),
    languages: z.array(z.string()),
    areas: z.array(areaValueSchema),
    legal_problems: z.array(z.number().int()),
    specializations: z.array(z.string()),
    /** Optional, shown on the card when given; not part of the completeness rule. */
    law_firm: z.string(),
  })
  .meta({ id: 'LawyerBasicInfo' });

const lawyerBankingInfoSchema = z
  .object({ bank_name: z.string(), provider_bank_id: z.string(), account_name: z.string(), account_number: z.string() })
  .meta({ id: 'LawyerBankingInfo' });

/** One stretch of a weekday's hours, "HH:MM" to "HH:MM" ("24:00" is the midnight ending the day). */
const availabilityRangeSchema = z.object({ start_time: z.string(), end_time: z.string() }).meta({ id: 'AvailabilityRange' });

/**
 * One weekday (0 = Sunday) in the lawyer's zone: its hours as `ranges`, in order (a day may have
 * several: a lunch break). `start_time`/`end_time` are the spec's single range, kept for readers of
 * that shape: the day's first start and last end.
 */
const dailyAvailabilitySchema = z
  .object({
    weekday: z.number().int(),
    available: z.boolean(),
    start_time: z.string(),
    end_time: z.string(),
    ranges: z.array(availabilityRangeSchema),
  })
  .meta({ id: 'DailyAvailability' });
export type DailyAvailability = z.infer<typeof dailyAvailabilitySchema>;

const lawyerAvailabilitySettingsSchema = z
  .object({
    daily_availability: z.array(dailyAvailabilitySchema),
    /** Minutes of notice a client must give before a booking. */
    notice_time: z.number().int(),
    /** The secret iCal address of this lawyer's calendar, once generated. */
    ical_feed: z.string().nullable(),
    /** The lawyer's external calendar (private iCal address) whose busy times block slots. */
    ical_import_url: z.string().nullable(),
    ical_import_checked_at: isoDateTime.nullable(),
    ical_import_error: z.string().nullable(),
    services: z.array(lawyerServiceSchema),
    time_zone: z.string(),
  })
  .meta({ id: 'LawyerAvailabilitySettings' });

/** The spec §4 completeness items, in checklist order. */
const COMPLETENESS_ITEMS = ['basic_info', 'banking_info', 'picture', 'education', 'work_experience', 'availability', 'services'] as const;
export type CompletenessItem = (typeof COMPLETENESS_ITEMS)[number];

/**
 * lib/rules/listing.ts's ListingBlocker values (own-profile.ts assigns the rule's list to it, so a
 * new blocker there fails to compile until it is added here).
 */
const listingBlockerSchema = z.enum(['hidden_by_admin', 'disabled', 'private', 'incomplete', 'unverified']);

/** GET /api/v1/lawyers/profile: every section, private ones included. */
export const lawyerOwnProfileSchema = z
  .object({
    _id: uuid,
    display_name: z.string(),
    is_public: z.boolean(),
    picture_url: z.string().nullable(),
    basic_info: lawyerBasicInfoSchema,
    banking_info: lawyerBankingInfoSchema.nullable(),
    education: z.array(publicEducationSchema),
    work_experience: z.array(publicWorkExperienceSchema),
    awards: z.array(publicAwardSchema),
    availability: lawyerAvailabilitySettingsSchema,
    services: z.array(lawyerServiceSchema),
    ibp_verified: z.boolean(),
    ibp_verified_at: isoDateTime.nullable(),
    verification_status: z.enum(['PENDING', 'VERIFIED', 'REJECTED']),
    /** What is still missing for the profile to be listed (empty when complete). */
    missing: z.array(z.enum(COMPLETENESS_ITEMS)),
    /** Whether clients can find and book this lawyer now (lib/rules/listing.ts), and what stops it, in order. */
    listed: z.boolean(),
    listing_blockers: z.array(listingBlockerSchema),
    /** The moderator's reason while an admin hides the profile. */
    hidden_reason: z.string().nullable(),
  })
  .meta({ id: 'LawyerOwnProfile' });
export type LawyerOwnProfile = z.infer<typeof lawyerOwnProfileSchema>;

/** GET verify-qr?id= and the public verification page. */
export const lawyerVerificationCardSchema = z
  .object({
    _id: uuid,
    name: z.string(),
    roll_number: z.string(),
    verified: z.boolean(),
    verified_since: isoDateTime.nullable(),
    profile_url: z.string().nullable(),
  })
  .meta({ id: 'LawyerVerificationCard' });
export type LawyerVerificationCard = z.infer<typeof lawyerVerificationCardSchema>;

/** Every profile save answers with its own result and the whole profile as committed (for the client's store). */
export type ProfileSaveResponse<T> = { data: T; profile: LawyerOwnProfile };

/** The wire schema of a save answering `data` (a section without a result of its own answers `{ profile }` alone). */
function profileSaveSchema<T extends z.ZodType>(data: T, id: string) {
  return z.object({ data, profile: lawyerOwnProfileSchema }).meta({ id });
}

/** A list entry added, edited or deleted: its id. */
const profileEntryRefSchema = z.object({ _id: uuid }).meta({ id: 'LawyerProfileEntryRef' });

/** POST/PUT/DELETE education, work experience and awards: the entry's id and the profile. */
export const profileEntrySaveSchema = profileSaveSchema(profileEntryRefSchema, 'LawyerProfileEntrySave');

/** PUT awards: an edited award's id, or the new order ({order: [ids]}). */
export const awardsPutSaveSchema = profileSaveSchema(
  z.union([profileEntryRefSchema, z.object({ order: z.array(uuid) })]),
  'LawyerAwardsPutSave',
);

/** PUT availability: the saved availability (with services) and the profile. */
export const availabilitySaveSchema = profileSaveSchema(lawyerAvailabilitySettingsSchema, 'LawyerAvailabilitySave');

/** POST visibility: the new is_public and the profile. */
export const visibilitySaveSchema = profileSaveSchema(z.object({ is_public: z.boolean() }), 'LawyerVisibilitySave');

/** POST basic-info and banking-info: the section has no result of its own, only the profile. */
export const profileOnlySaveSchema = z.object({ profile: lawyerOwnProfileSchema }).meta({ id: 'LawyerProfileSave' });

/** POST picture: the new picture's address (also in data, with its size) and the profile. */
export const pictureSaveSchema = z
  .object({
    picture_url: z.string(),
    data: z.object({ picture_url: z.string(), bytes: z.number().int() }),
    profile: lawyerOwnProfileSchema,
  })
  .meta({ id: 'LawyerPictureSave' });

/** PUT verification: the documents are in, the review starts over. */
export const verificationResubmittedSchema = z
  .object({ verification_status: z.literal('PENDING'), submitted_at: isoDateTime })
  .meta({ id: 'VerificationResubmitted' });
