ALTER TABLE "lawyer_search" ADD COLUMN "display_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "lawyer_search" ADD COLUMN "picture_url" text;--> statement-breakpoint
ALTER TABLE "lawyer_search" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "lawyer_search" ADD COLUMN "review_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "lawyer_search" ADD COLUMN "timezone" text DEFAULT 'Asia/Manila' NOT NULL;--> statement-breakpoint
ALTER TABLE "lawyer_search" ADD COLUMN "notice_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "lawyer_search" ADD COLUMN "weekly_hours" smallint[] DEFAULT '{}'::smallint[] NOT NULL;