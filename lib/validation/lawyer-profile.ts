import { minutesOf } from '@/lib/format/clock-time';
import { z } from './zod';
import type { CompletenessItem, LawyerOwnProfile } from '@/lib/dto/lawyer-profile';
import { AREA_VALUES, type AreaValue } from '@/lib/reference/areas';
import { BANKS } from '@/lib/reference/banks';
import { LANGUAGES } from '@/lib/reference/languages';
import { LEGAL_PROBLEMS } from '@/lib/reference/legal-problems';
import { SEARCH_REGIONS } from '@/lib/reference/regions';
import { hasNul, INVALID_TEXT, requiredText } from './fields';
import { ABOUT_MAX, ABOUT_MIN, PICTURE_EXTENSIONS, PICTURE_MAX_MB, PROFILE_TOASTS } from './lawyer-profile-limits';
import { issueMessage } from '@/lib/errors/issue';

// Re-exported for the editors that import them with their schemas.
export { PICTURE_EXTENSIONS, PICTURE_MAX_MB, PROFILE_TOASTS };

export const AWARD_DESCRIPTION_MAX = 250;
/** The earliest year a school, job or bar admission may start (a typo guard, not a rule of law). */
const EARLIEST_YEAR = 1950;

/** A lunch break and an evening block fit; more ranges a day than this are a mistake, not a schedule. */
export const MAX_RANGES_PER_DAY = 6;

/** Ours: the spec names the rules, not these sentences. */
export const PROFILE_MESSAGES = {
  endBeforeStart: 'The end year must be after the start year.',
  futureYear: 'The year cannot be in the future.',
  earlyYear: `The year must be ${EARLIEST_YEAR} or later.`,
  unknownBank: 'Please choose a bank from the list.',
  accountNumber: 'Use 6 to 20 digits (spaces and dashes are fine).',
  unknownRegion: 'Please choose a region from the list.',
  unknownChoice: 'Please choose from the list.',
  chooseArea: 'Choose at least one area of law.',
  chooseLanguage: 'Choose at least one language.',
  chooseProblem: 'Choose at least one legal problem.',
  chooseSpecialization: 'Add at least one specialization.',
  hours: 'The end must be after the start.',
  noRange: 'Add a time range, or mark the day unavailable.',
  rangeOrder: 'List the ranges in order: this one starts before the one above it.',
  rangeOverlap: 'This range overlaps the one above it.',
  tooManyRanges: `Up to ${MAX_RANGES_PER_DAY} time ranges a day.`,
  price: 'Please give a price from ₱100 to ₱100,000.',
  weekdays: 'Give all seven days of the week.',
  notComplete: 'Complete your profile first.',
} as const;

const currentYear = () => new Date().getFullYear();

const year = z.coerce
  .number({ error: issueMessage('common.required') })
  .int(issueMessage('common.required'))
  .min(EARLIEST_YEAR, issueMessage('profile.earlyYear'))
  .refine((y) => y <= currentYear(), issueMessage('profile.futureYear'));

/** An empty end year means "to date"; otherwise it is after the start year and not in the future. */
const optionalEndYear = z.preprocess((v) => (v === '' || v === undefined ? null : v), year.nullable());
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, issueMessage('validation.tooLong', { max: max }))
    .refine((v) => !hasNul(v), INVALID_TEXT)
    .optional()
    .nullable()
    .transform((v) => v || null);

/** A list from `allowed`, at least one; `none` names what is missing ("Choose at least one language."). */
const pick = <T extends string | number>(allowed: readonly T[], max: number, none: string) =>
  z
    .array(
      z.custom<T>((v) => allowed.includes(v as T), issueMessage('notaryOffer.unknownChoice')),
      { error: none },
    )
    .min(1, none)
    .max(max, issueMessage('validation.tooLong', { max: max }))
    .transform((xs) => [...new Set(xs)]);

export const basicInfoSchema = z.object({
  first_name: requiredText(50),
  last_name: requiredText(50),
  display_name: requiredText(80),
  about: z
    .string({ error: issueMessage('common.required') })
    .trim()
    .min(ABOUT_MIN, issueMessage('validation.tooShort', { min: ABOUT_MIN }))
    .max(ABOUT_MAX, issueMessage('validation.tooLong', { max: ABOUT_MAX })),
  quote: requiredText(200),
  roll_number: z
    .string({ error: issueMessage('common.required') })
    .trim()
    .regex(/^\d{1,6}$/, issueMessage('lawyerProfile.useDigitsRollAttorneys')),
  ibp_number: requiredText(30),
  office_address: requiredText(200),
  city: requiredText(80),
  region: z
    .string({ error: issueMessage('common.required') })
    .refine((r) => SEARCH_REGIONS.includes(r), issueMessage('profile.unknownRegion')),
  bar_year: year,
  languages: pick(LANGUAGES, 10, issueMessage('profile.chooseLanguage')),
  areas: pick<AreaValue>(AREA_VALUES, AREA_VALUES.length, issueMessage('profile.chooseArea')),
  legal_problems: pick(
    LEGAL_PROBLEMS.map((p) => p._id),
    60,
    issueMessage('profile.chooseProblem'),
  ),
  specializations: z
    .array(
      z
        .string()
        .trim()
        .min(1)
        .max(60, issueMessage('validation.tooLong', { max: 60 })),
      { error: issueMessage('profile.chooseSpecialization') },
    )
    .min(1, issueMessage('profile.chooseSpecialization'))
    .max(10, issueMessage('validation.tooLong', { max: 10 }))
    .transform((xs) => [...new Set(xs)]),
  law_firm: z
    .string()
    .trim()
    .max(120, issueMessage('validation.tooLong', { max: 120 }))
    .optional()
    .default(''),
});
export type BasicInfoInput = z.input<typeof basicInfoSchema>;

export const bankingInfoSchema = z.object({
  provider_bank_id: z
    .string({ error: issueMessage('common.required') })
    .refine((id) => BANKS.some((b) => b.provider_bank_id === id), issueMessage('profile.unknownBank')),
  account_name: requiredText(100),
  account_number: z
    .string({ error: issueMessage('common.required') })
    .trim()
    .refine(
      (v) => /^[\d -]+$/.test(v) && v.replace(/\D/g, '').length >= 6 && v.replace(/\D/g, '').length <= 20,
      issueMessage('profile.accountNumber'),
    )
    .transform((v) => v.replace(/\D/g, '')),
});
export type BankingInfoInput = z.input<typeof bankingInfoSchema>;

const withId = { _id: z.string().uuid(issueMessage('common.notFound')) };

export const educationSchema = z
  .object({
    school: requiredText(150),
    degree: requiredText(150),
    start_year: year,
    end_year: optionalEndYear,
    honours: optionalText(150),
  })
  .refine((e) => e.end_year === null || e.end_year > e.start_year, { error: issueMessage('profile.endBeforeStart'), path: ['end_year'] });
export const educationUpdateSchema = z.intersection(z.object(withId), educationSchema);
export type EducationInput = z.input<typeof educationSchema>;

export const workExperienceSchema = z
  .object({
    title: requiredText(120),
    organization: requiredText(150),
    location: optionalText(120),
    start_year: year,
    end_year: optionalEndYear,
    description: optionalText(500),
  })
  .refine((w) => w.end_year === null || w.end_year > w.start_year, { error: issueMessage('profile.endBeforeStart'), path: ['end_year'] });
export const workExperienceUpdateSchema = z.intersection(z.object(withId), workExperienceSchema);
export type WorkExperienceInput = z.input<typeof workExperienceSchema>;

export const awardSchema = z.object({
  title: requiredText(150),
  description: optionalText(AWARD_DESCRIPTION_MAX),
  year: z.preprocess((v) => (v === '' || v === undefined ? null : v), year.nullable()),
});
const awardUpdateSchema = z.intersection(z.object(withId), awardSchema);
/** PUT awards either edits one award or sets the order of all of them (first = highest priority). */
export const awardsPutSchema = z.union([z.object({ order: z.array(z.string().uuid()).min(1).max(100) }), awardUpdateSchema]);
export type AwardInput = z.input<typeof awardSchema>;

const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, issueMessage('lawyerProfile.useHhMm'));

/** Prices travel in centavos (spec §3 services); the form shows pesos. */
const PRICE_MIN = 100_00;
const PRICE_MAX = 100_000_00;
const price = z.coerce
  .number({ error: issueMessage('profile.price') })
  .int(issueMessage('profile.price'))
  .min(PRICE_MIN, issueMessage('profile.price'))
  .max(PRICE_MAX, issueMessage('profile.price'));

export const NOTICE_TIMES = [0, 60, 120, 240, 720, 1440, 2880] as const;

type MinuteRange = { start: number; end: number };
export type RangeIssue = { index: number; field: 'start_time' | 'end_time'; message: string };

/**
 * What is wrong with one day's time ranges (minutes from midnight, in the order given): each ends
 * after it starts, and each starts no earlier than the one before it ends (touching is fine:
 * 09:00–12:00 then 12:00–13:00). One rule for the editor, the handler and the save.
 */
export function rangeIssues(ranges: MinuteRange[]): RangeIssue[] {
  const issues: RangeIssue[] = [];
  ranges.forEach((r, index) => {
    if (r.end <= r.start) issues.push({ index, field: 'end_time', message: issueMessage('blockers.endBeforeStart') });
    const before = ranges[index - 1];
    if (!before || before.end <= before.start || r.end <= r.start) return;
    if (r.start >= before.end) return;
    // Wholly before the previous range: out of order; otherwise the two share time.
    const message = r.end <= before.start ? issueMessage('profile.rangeOrder') : issueMessage('profile.rangeOverlap');
    issues.push({ index, field: 'start_time', message });
  });
  return issues;
}

const timeRangeSchema = z.object({ start_time: hhmm, end_time: hhmm });
export type TimeRangeInput = z.infer<typeof timeRangeSchema>;

/**
 * One weekday. `ranges` holds its hours; a client that sends only `start_time`/`end_time` (the
 * spec's single range per day) still works: those become its one range.
 */
const dayAvailabilitySchema = z
  .object({
    weekday: z.number().int().min(0).max(6),
    available: z.boolean(),
    start_time: hhmm.optional(),
    end_time: hhmm.optional(),
    ranges: z.array(timeRangeSchema).max(MAX_RANGES_PER_DAY, issueMessage('profile.tooManyRanges')).optional(),
  })
  .transform(({ weekday, available, start_time, end_time, ranges }) => ({
    weekday,
    available,
    ranges: ranges ?? (start_time && end_time ? [{ start_time, end_time }] : []),
  }))
  .superRefine((day, ctx) => {
    if (!day.available) return;
    if (day.ranges.length === 0) ctx.addIssue({ code: 'custom', message: issueMessage('profile.noRange'), path: ['ranges'] });
    const minutes = day.ranges.map((r) => ({ start: minutesOf(r.start_time), end: minutesOf(r.end_time) }));
    for (const issue of rangeIssues(minutes))
      ctx.addIssue({ code: 'custom', message: issue.message, path: ['ranges', issue.index, issue.field] });
  });

export const availabilitySchema = z.object({
  daily_availability: z
    .array(dayAvailabilitySchema)
    .length(7, issueMessage('profile.weekdays'))
    .refine((days) => new Set(days.map((d) => d.weekday)).size === 7, issueMessage('profile.weekdays')),
  notice_time: z.coerce.number().refine((n) => (NOTICE_TIMES as readonly number[]).includes(n), issueMessage('notaryOffer.unknownChoice')),
  services: z
    .array(z.object({ duration: z.union([z.literal(30), z.literal(60)]), price }))
    .length(2)
    .refine((s) => s[0]?.duration === 30 && s[1]?.duration === 60, issueMessage('lawyerProfile.firstService30Minute')),
});
export type AvailabilityInput = z.input<typeof availabilitySchema>;

// ——— Completeness (spec §4): one rule for the server's is_complete and the checklists ———

export const COMPLETENESS_LABELS: Record<CompletenessItem, { label: string; href: string }> = {
  basic_info: { label: 'Basic info', href: '/lawyer-portal/profile/basic-info' },
  banking_info: { label: 'Banking info', href: '/lawyer-portal/profile/banking-info' },
  picture: { label: 'Profile picture', href: '/lawyer-portal/profile/basic-info#picture' },
  education: { label: 'At least one education', href: '/lawyer-portal/profile/education' },
  work_experience: { label: 'At least one work experience', href: '/lawyer-portal/profile/work-experience' },
  availability: { label: 'At least one available day', href: '/lawyer-portal/profile/availability' },
  services: { label: 'A price for the 30- and 60-minute consultations', href: '/lawyer-portal/profile/availability' },
};

type CompletenessInput = Pick<
  LawyerOwnProfile,
  'basic_info' | 'banking_info' | 'picture_url' | 'education' | 'work_experience' | 'availability' | 'services'
>;

/** What is missing: every basic-info and banking value non-empty, a picture, ≥1 education, ≥1 work, ≥1 day, every price. */
export function missingProfileItems(p: CompletenessInput): CompletenessItem[] {
  // The law firm is the one optional basic-info value.
  const required = Object.fromEntries(Object.entries(p.basic_info).filter(([key]) => key !== 'law_firm'));
  const filled = (v: unknown) => (Array.isArray(v) ? v.length > 0 : v !== null && v !== undefined && String(v).trim() !== '');
  const missing: CompletenessItem[] = [];
  if (!Object.values(required).every(filled)) missing.push('basic_info');
  if (!p.banking_info || !Object.values(p.banking_info).every(filled)) missing.push('banking_info');
  if (!p.picture_url) missing.push('picture');
  if (p.education.length === 0) missing.push('education');
  if (p.work_experience.length === 0) missing.push('work_experience');
  if (!p.availability.daily_availability.some((d) => d.available)) missing.push('availability');
  if (!p.services.every((s) => s.price !== null && s.price > 0)) missing.push('services');
  return missing;
}

/** The external calendar address the lawyer pastes (checked again, with DNS, on the server). */
export const calendarImportSchema = z.object({
  url: z
    .string()
    .trim()
    .max(2000, issueMessage('validation.tooLong', { max: 2000 }))
    .transform((v) => v.replace(/^webcal:\/\//i, 'https://'))
    .refine((v) => v === '' || /^https:\/\//i.test(v), issueMessage('lawyerProfile.useHttpsWebcalAddress')),
});

/** POST visibility: no body toggles (spec §7); {is_public} sets it, so a retried click cannot flip twice. */
export const visibilitySchema = z.object({ is_public: z.boolean().optional() });
