// The home page's featured lawyers and recent reviews.
import type { AreaValue } from '@/lib/reference/areas';

export type FeaturedLawyer = {
  _id: string;
  display_name: string;
  picture_url: string | null;
  rating: number;
  review_count: number;
  areas: AreaValue[];
  city: string | null;
  region: string | null;
  /** Centavos. */
  price_30: number | null;
  bar_year: number | null;
};

export type HomeReview = {
  _id: string;
  rating: number;
  comment: string;
  created_at: string;
  /** First name and last initial only ("Juan D."): reviewers are private clients. */
  reviewer_name: string;
  lawyer: { _id: string; display_name: string; picture_url: string | null };
};
