-- Issue 45 item 9: "Top rated first" put a 5.0 from one review above a 4.7 from six. Search now sorts
-- by rating_rank, the Bayesian average of the lawyer's reviews: the reviews' average pulled towards a
-- middling 3.5 as if every lawyer had three such reviews more,
--   (rating_avg × review_count + 3.5 × 3) / (review_count + 3).
-- One review moves a lawyer little (5.0 from 1 → 3.875), many reviews move them close to their own
-- average (4.7 from 6 → 4.3); a lawyer without reviews ranks at 3.5, below anyone whose reviews
-- average more, above anyone whose reviews average less. The card still shows the plain average and
-- the count ("4.7 (6 reviews)").
-- A generated column, so no trigger writes it: lawyer_search_refresh keeps rating_avg and
-- review_count, PostgreSQL keeps the rank in step. It is not a filtered column, so the count cache's
-- version (0032) does not move with it.
ALTER TABLE "lawyer_search" ADD COLUMN "rating_rank" numeric(5, 4)
  GENERATED ALWAYS AS (("rating_avg" * "review_count" + 3.5 * 3) / ("review_count" + 3)) STORED NOT NULL;
--> statement-breakpoint
-- The sort indexes of 0006 and 0032, on the rank instead of the plain average (the global one still
-- carries the filtered columns for OFFSET pages' index-only walk).
DROP INDEX "lawyer_search_rating_idx";
--> statement-breakpoint
CREATE INDEX "lawyer_search_rating_idx" ON "lawyer_search" ("rating_rank" DESC NULLS LAST, "lawyer_id") INCLUDE ("facets", "price_30");
--> statement-breakpoint
DROP INDEX "lawyer_search_region_rating_idx";
--> statement-breakpoint
CREATE INDEX "lawyer_search_region_rating_idx" ON "lawyer_search" ("region", "rating_rank" DESC NULLS LAST, "lawyer_id");
