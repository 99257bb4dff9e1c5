// The public lawyer profile DTO (spec §3 "Lawyer profile", public view). No server-only: client
// components use these types. Deliberately absent: banking, phone, e-mail, roll/IBP numbers and
// the uploaded ID documents.
import type { AreaValue } from '@/lib/reference/areas';
import type { ListingBlocker } from '@/lib/rules/listing';

export type PublicEducation = {
  _id: string;
  school: string;
  degree: string;
  start_year: number;
  end_year: number | null;
  honours: string | null;
};
export type PublicWorkExperience = {
  _id: string;
  title: string;
  organization: string;
  location: string | null;
  start_year: number;
  end_year: number | null;
  description: string | null;
};
export type PublicAward = { _id: string; title: string; description: string | null; year: number | null; priority: number };
type PublicLegalProblem = { _id: number; label: string };

export type PublicLawyerProfile = {
  _id: string;
  display_name: string;
  picture_url: string | null;
  about: string | null;
  quote: string | null;
  law_firm: string | null;
  city: string | null;
  region: string | null;
  ibp_chapter: string | null;
  bar_year: number | null;
  years_of_experience: number | null;
  languages: string[];
  areas: AreaValue[];
  legal_problems: PublicLegalProblem[];
  specializations: string[];
  education: PublicEducation[];
  work_experience: PublicWorkExperience[];
  /** By ascending priority (spec §3 "priority ordering"). */
  awards: PublicAward[];
  /** Spec §3: the first entry is the 30-minute price, the second the 60-minute one (centavos). */
  services: { duration: 30 | 60; price: number | null }[];
  rating: number;
  review_count: number;
  ibp_verified: boolean;
  updated_at: string;
};

type PublicReview = { _id: string; rating: number; comment: string | null; reviewer: string; created_at: string };
export type PublicReviewPage = { results: PublicReview[]; total: number; page: number; hasMore: boolean };

// ——— The lawyer's own profile (GET /api/v1/lawyers/profile, spec §3 "Lawyer profile") ———

type LawyerBasicInfo = {
  first_name: string;
  last_name: string;
  display_name: string;
  about: string;
  quote: string;
  roll_number: string;
  ibp_number: string;
  office_address: string;
  city: string;
  region: string;
  bar_year: number | null;
  languages: string[];
  areas: AreaValue[];
  legal_problems: number[];
  specializations: string[];
  /** Optional, shown on the card when given; not part of the completeness rule. */
  law_firm: string;
};

type LawyerBankingInfo = { bank_name: string; provider_bank_id: string; account_name: string; account_number: string };

/** One weekday (0 = Sunday) in the lawyer's zone; times are "HH:MM". */
export type DailyAvailability = { weekday: number; available: boolean; start_time: string; end_time: string };
export type LawyerService = { duration: 30 | 60; price: number | null };

type LawyerAvailabilitySettings = {
  daily_availability: DailyAvailability[];
  /** Minutes of notice a client must give before a booking. */
  notice_time: number;
  /** The secret iCal address of this lawyer's calendar, once generated. */
  ical_feed: string | null;
  /** The lawyer's external calendar (private iCal address) whose busy times block slots. */
  ical_import_url: string | null;
  ical_import_checked_at: string | null;
  ical_import_error: string | null;
  services: LawyerService[];
  time_zone: string;
};

/** The spec §4 completeness items, in checklist order. */
export type CompletenessItem = 'basic_info' | 'banking_info' | 'picture' | 'education' | 'work_experience' | 'availability' | 'services';

export type LawyerOwnProfile = {
  _id: string;
  display_name: string;
  is_public: boolean;
  picture_url: string | null;
  basic_info: LawyerBasicInfo;
  banking_info: LawyerBankingInfo | null;
  education: PublicEducation[];
  work_experience: PublicWorkExperience[];
  awards: PublicAward[];
  availability: LawyerAvailabilitySettings;
  services: LawyerService[];
  ibp_verified: boolean;
  ibp_verified_at: string | null;
  verification_status: 'PENDING' | 'VERIFIED' | 'REJECTED';
  /** What is still missing for the profile to be listed (empty when complete). */
  missing: CompletenessItem[];
  /** Whether clients can find and book this lawyer now (lib/rules/listing.ts), and what stops it, in order. */
  listed: boolean;
  listing_blockers: ListingBlocker[];
  /** The moderator's reason while an admin hides the profile. */
  hidden_reason: string | null;
};

/** GET verify-qr?id= and the public verification page. */
export type LawyerVerificationCard = {
  _id: string;
  name: string;
  roll_number: string;
  verified: boolean;
  verified_since: string | null;
  profile_url: string | null;
};

/** Every profile save answers with its own result and the whole profile as committed (for the client's store). */
export type ProfileSaveResponse<T> = { data: T; profile: LawyerOwnProfile };
