// The public lawyer profile DTO (spec §3 "Lawyer profile", public view). No server-only: client
// components use these types. Deliberately absent: banking, phone, e-mail, roll/IBP numbers and
// the uploaded ID documents.
import type { AreaValue } from '@/lib/reference/areas';

export type PublicEducation = { _id: string; school: string; degree: string; start_year: number; end_year: number | null; honours: string | null };
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
export type PublicLegalProblem = { _id: number; label: string };

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

export type PublicReview = { _id: string; rating: number; comment: string | null; reviewer: string; created_at: string };
export type PublicReviewPage = { results: PublicReview[]; total: number; page: number; hasMore: boolean };
