DROP INDEX "lawyer_search_region_idx";--> statement-breakpoint
CREATE INDEX "lawyer_search_region_rating_idx" ON "lawyer_search" USING btree ("region","rating_avg" DESC NULLS LAST,"lawyer_id");