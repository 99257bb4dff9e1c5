CREATE INDEX "lawyer_search_region_price_idx" ON "lawyer_search" USING btree ("region","price_30","lawyer_id");--> statement-breakpoint
CREATE INDEX "lawyer_search_region_bar_idx" ON "lawyer_search" USING btree ("region","bar_year","lawyer_id");
