-- Issue 40: the language a person reads the site, its e-mails and its texts in ('en' or 'fil').
ALTER TABLE "users" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_language_check" CHECK ("language" IN ('en', 'fil'));
