DROP INDEX "lawyer_search_areas_gin";--> statement-breakpoint
DROP INDEX "lawyer_search_languages_gin";--> statement-breakpoint
DROP INDEX "lawyer_search_problems_gin";--> statement-breakpoint
ALTER TABLE "lawyer_search" ADD COLUMN "facets" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "lawyer_search_facets_gin" ON "lawyer_search" USING gin ("facets");