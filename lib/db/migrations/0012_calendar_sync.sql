CREATE TABLE "external_busy" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "external_busy_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"lawyer_id" uuid NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "blockers" ADD COLUMN "revision" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "lawyer_profiles" ADD COLUMN "ical_import_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lawyer_profiles" ADD COLUMN "ical_import_error" text;--> statement-breakpoint
ALTER TABLE "meetings" ADD COLUMN "revision" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "external_busy" ADD CONSTRAINT "external_busy_lawyer_id_lawyer_profiles_user_id_fk" FOREIGN KEY ("lawyer_id") REFERENCES "public"."lawyer_profiles"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "external_busy_lawyer_idx" ON "external_busy" USING btree ("lawyer_id","start_at");