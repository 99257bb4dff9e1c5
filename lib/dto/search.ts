// Search DTOs (spec §3 "Lawyer (search result)", "Search state"). No `server-only` here: client
// components import these as types.
import { z } from 'zod';
import { AREA_VALUES, type AreaValue } from '@/lib/reference/areas';
import type { ServiceType } from '@/features/services/reference/legal-services';
import { serviceOfferDtoSchema } from '@/features/services/dto/service-orders';
import { isoDate, isoDateTime, uuid } from './wire';
import type { SlotHours } from '@/lib/rules/slot-hours';

export type CallType = 'video' | 'phone';
export type SearchSortField = 'rating' | 'price' | 'bar_year';

export type LawyerSearchParams = {
  area_of_practice?: AreaValue;
  /** A legal-problem `_id`; lawyers who list it come first (`exactMatch`), then the rest of its area. */
  legal_problem?: number;
  /** A search-region label, or an SEO region slug/label (mapped through resolveQueryRegion). */
  region?: string;
  /** Lawyers who speak any of these. */
  language?: string[];
  /** Bounds on the 30-minute price, in centavos. */
  price_min?: number;
  price_max?: number;
  call_type?: CallType;
  /** Only lawyers who answer written questions (a written-question price set, issue 60). */
  written?: true;
  /** Only lawyers who offer this fixed-price service (issue 62). */
  service?: ServiceType;
  /** Issue 63: only slots of evenings or weekends in the viewer's zone (`tz`); lib/rules/slot-hours.ts. */
  hours?: SlotHours;
  sort?: SearchSortField;
  sort_direction?: 1 | -1;
  /** 0-based. */
  page?: number;
  limit?: number;
  /** Keyset position returned as `nextCursor` by the previous page; keeps deep pages fast and stable. */
  cursor?: string;
};

/** An area of practice slug (lib/reference/areas). */
export const areaValueSchema = z.enum(AREA_VALUES as [AreaValue, ...AreaValue[]]);

/** One bookable slot; `start_time` is an ISO instant (UTC). */
const availabilitySlotSchema = z.object({ start_time: isoDateTime });

/** Day (YYYY-MM-DD in the viewer's zone) → slots, for the 14-day window. */
export const availabilityCalendarSchema = z.record(isoDate, z.array(availabilitySlotSchema)).meta({
  id: 'AvailabilityCalendar',
  description: "Day (YYYY-MM-DD in the viewer's zone) → bookable slots; every day of the 14-day window is present.",
});
export type AvailabilityCalendar = z.infer<typeof availabilityCalendarSchema>;

const lawyerSearchResultSchema = z
  .object({
    _id: uuid,
    display_name: z.string(),
    picture_url: z.string().nullable(),
    rating: z.number(),
    review_count: z.number().int(),
    /** Centavos. */
    price_30: z.number().int().nullable(),
    price_60: z.number().int().nullable(),
    bar_year: z.number().int().nullable(),
    years_of_experience: z.number().int().nullable(),
    languages: z.array(z.string()),
    areas: z.array(areaValueSchema),
    region: z.string().nullable(),
    city: z.string().nullable(),
    ibp_verified: z.boolean(),
    /** The lawyer's legal-aid offer is on (issue 61): the card shows a "Legal aid" badge. */
    legal_aid: z.boolean(),
    /** Their price of one written question, centavos (issue 60); null: they do not answer in writing. The card's badge (issue 72). */
    question_price: z.number().int().nullable(),
    /** Issue 62: the fixed-price services offered, the filtered one (`service`) first, then the catalogue's order. */
    service_offers: z.array(serviceOfferDtoSchema),
    exactMatch: z.boolean(),
    calendar: availabilityCalendarSchema,
  })
  .meta({ id: 'LawyerSearchResult' });
export type LawyerSearchResult = z.infer<typeof lawyerSearchResultSchema>;

/** GET /api/v1/lawyers. */
export const lawyerSearchPageSchema = z
  .object({
    results: z.array(lawyerSearchResultSchema),
    total: z.number().int(),
    page: z.number().int(),
    hasMore: z.boolean(),
    /** Pass back as `cursor` with `page + 1` for "Load more"; null when there is no next page. */
    nextCursor: z.string().nullable(),
    /** The viewer zone the calendars are grouped in. */
    timeZone: z.string(),
  })
  .meta({ id: 'LawyerSearchPage' });
export type LawyerSearchPage = z.infer<typeof lawyerSearchPageSchema>;

/** GET /api/v1/lawyers/availability: a listed lawyer's bookable slots for 14 days. */
export const lawyerAvailabilitySchema = z
  .object({
    _id: uuid,
    duration: z.literal([30, 60]),
    /** The viewer zone the calendar is grouped in. */
    timeZone: z.string(),
    calendar: availabilityCalendarSchema,
  })
  .meta({ id: 'LawyerAvailability' });
