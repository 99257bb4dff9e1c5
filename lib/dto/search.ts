// Search DTOs (spec §3 "Lawyer (search result)", "Search state"). No `server-only` here: client
// components import these as types.
import type { AreaValue } from '@/lib/reference/areas';

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
  sort?: SearchSortField;
  sort_direction?: 1 | -1;
  /** 0-based. */
  page?: number;
  limit?: number;
  /** Keyset position returned as `nextCursor` by the previous page; keeps deep pages fast and stable. */
  cursor?: string;
};

/** One bookable slot; `start_time` is an ISO instant (UTC). */
type AvailabilitySlot = { start_time: string };

/** Day (YYYY-MM-DD in the viewer's zone) → slots, for the 14-day window. */
export type AvailabilityCalendar = Record<string, AvailabilitySlot[]>;

export type LawyerSearchResult = {
  _id: string;
  display_name: string;
  picture_url: string | null;
  rating: number;
  review_count: number;
  /** Centavos. */
  price_30: number | null;
  price_60: number | null;
  bar_year: number | null;
  years_of_experience: number | null;
  languages: string[];
  areas: AreaValue[];
  region: string | null;
  city: string | null;
  ibp_verified: boolean;
  exactMatch: boolean;
  calendar: AvailabilityCalendar;
};

export type LawyerSearchPage = {
  results: LawyerSearchResult[];
  total: number;
  page: number;
  hasMore: boolean;
  /** Pass back as `cursor` with `page + 1` for "Load more"; null when there is no next page. */
  nextCursor?: string | null;
  /** The viewer zone the calendars are grouped in. */
  timeZone?: string;
};
