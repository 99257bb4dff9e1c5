-- Issue 61 item 4: a firm — a group of lawyers with one admin — whose admin sees the members' legal-aid totals.
-- A member joins by accepting the admin's invitation (their totals are shared only then); a lawyer is an active
-- member of one firm at most, and administers at most one.
CREATE TABLE "firms" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  "name" text NOT NULL,
  "admin_id" uuid NOT NULL REFERENCES "lawyer_profiles"("user_id") ON DELETE cascade,
  "created_at" timestamp with time zone NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE UNIQUE INDEX "firms_admin_key" ON "firms" ("admin_id");
--> statement-breakpoint
CREATE TABLE "firm_members" (
  "firm_id" uuid NOT NULL REFERENCES "firms"("id") ON DELETE cascade,
  "lawyer_id" uuid NOT NULL REFERENCES "lawyer_profiles"("user_id") ON DELETE cascade,
  "status" text NOT NULL,
  "invited_at" timestamp with time zone NOT NULL DEFAULT now(),
  "joined_at" timestamp with time zone,
  PRIMARY KEY ("firm_id", "lawyer_id"),
  CONSTRAINT "firm_members_status_check" CHECK ("status" IN ('INVITED', 'ACTIVE'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "firm_members_one_active_key" ON "firm_members" ("lawyer_id") WHERE "status" = 'ACTIVE';
