CREATE TABLE "blocker_series" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lawyer_id" uuid NOT NULL,
	"title" text,
	"notes" text,
	"weekdays" smallint[] NOT NULL,
	"start_minute" smallint NOT NULL,
	"end_minute" smallint NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date,
	"time_zone" text NOT NULL,
	"skipped" timestamp with time zone[] DEFAULT '{}' NOT NULL,
	"materialised_until" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "blocker_series_minutes_check" CHECK ("blocker_series"."start_minute" >= 0 AND "blocker_series"."end_minute" <= 1440 AND "blocker_series"."start_minute" < "blocker_series"."end_minute"),
	CONSTRAINT "blocker_series_dates_check" CHECK ("blocker_series"."ends_on" IS NULL OR "blocker_series"."ends_on" >= "blocker_series"."starts_on"),
	CONSTRAINT "blocker_series_weekdays_check" CHECK (cardinality("blocker_series"."weekdays") > 0 AND "blocker_series"."weekdays" <@ ARRAY[0,1,2,3,4,5,6]::smallint[])
);
--> statement-breakpoint
ALTER TABLE "blockers" ADD COLUMN "all_day" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "blockers" ADD COLUMN "series_id" uuid;--> statement-breakpoint
ALTER TABLE "blockers" ADD COLUMN "occurrence_start" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "blocker_series" ADD CONSTRAINT "blocker_series_lawyer_id_lawyer_profiles_user_id_fk" FOREIGN KEY ("lawyer_id") REFERENCES "public"."lawyer_profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blocker_series_lawyer_idx" ON "blocker_series" USING btree ("lawyer_id");--> statement-breakpoint
CREATE INDEX "blocker_series_materialised_idx" ON "blocker_series" USING btree ("materialised_until");--> statement-breakpoint
ALTER TABLE "blockers" ADD CONSTRAINT "blockers_series_id_blocker_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."blocker_series"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "blockers_series_occurrence_key" ON "blockers" USING btree ("series_id","occurrence_start");--> statement-breakpoint
ALTER TABLE "blockers" ADD CONSTRAINT "blockers_series_check" CHECK (("blockers"."series_id" IS NULL) = ("blockers"."occurrence_start" IS NULL));