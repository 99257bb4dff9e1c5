CREATE TABLE "lawyer_search" (
	"lawyer_id" uuid PRIMARY KEY NOT NULL,
	"rating_avg" numeric(3, 2) NOT NULL,
	"bar_year" smallint,
	"price_30" integer,
	"price_60" integer,
	"region" text,
	"areas" text[] NOT NULL,
	"languages" text[] NOT NULL,
	"legal_problems" integer[] NOT NULL,
	"has_phone" boolean NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lawyer_search" ADD CONSTRAINT "lawyer_search_lawyer_id_lawyer_profiles_user_id_fk" FOREIGN KEY ("lawyer_id") REFERENCES "public"."lawyer_profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lawyer_search_rating_idx" ON "lawyer_search" USING btree ("rating_avg" DESC NULLS LAST,"lawyer_id");--> statement-breakpoint
CREATE INDEX "lawyer_search_bar_idx" ON "lawyer_search" USING btree ("bar_year","lawyer_id");--> statement-breakpoint
CREATE INDEX "lawyer_search_price_idx" ON "lawyer_search" USING btree ("price_30","lawyer_id");--> statement-breakpoint
CREATE INDEX "lawyer_search_region_idx" ON "lawyer_search" USING btree ("region");--> statement-breakpoint
CREATE INDEX "lawyer_search_areas_gin" ON "lawyer_search" USING gin ("areas");--> statement-breakpoint
CREATE INDEX "lawyer_search_languages_gin" ON "lawyer_search" USING gin ("languages");--> statement-breakpoint
CREATE INDEX "lawyer_search_problems_gin" ON "lawyer_search" USING gin ("legal_problems");