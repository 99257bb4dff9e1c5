-- Issue 42: engagement letters both sides sign. Each version of a work item's letter keeps the PDF
-- it was made as (pdf_key, its SHA-256: what each party signs) and, once both signed, the signed PDF
-- (the letter and its signature certificate) with its own SHA-256, which the public verification
-- page compares an uploaded file with. A version is VOID once anything it states changed; versions
-- are never deleted. Signatures record who, what (the SHA-256 of the PDF signed), when, from where
-- (IP, user agent) and the intent typed (RA 8792 §8). Their user keys are not ON DELETE CASCADE: an
-- erasure keeps a signed letter (the contract, like payments) and de-identifies the rest.
CREATE TABLE "engagement_letters" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "work_item_id" uuid NOT NULL REFERENCES "work_items"("id") ON DELETE CASCADE,
  "version" integer NOT NULL,
  "work_item_revision" integer NOT NULL,
  "status" text DEFAULT 'AWAITING_CLIENT' NOT NULL,
  "void_reason" text,
  "voided_at" timestamp with time zone,
  "locale" text DEFAULT 'en' NOT NULL,
  "terms" jsonb NOT NULL,
  "money" jsonb NOT NULL,
  "parties" jsonb NOT NULL,
  "matter" jsonb NOT NULL,
  "pdf_key" text NOT NULL,
  "pdf_sha256" text NOT NULL,
  "pdf_bytes" integer NOT NULL,
  "signed_pdf_key" text,
  "signed_pdf_sha256" text,
  "verification_code" text NOT NULL,
  "created_by" uuid REFERENCES "users"("id"),
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "completed_at" timestamp with time zone,
  CONSTRAINT "engagement_letters_status_check" CHECK ("status" IN ('AWAITING_CLIENT', 'AWAITING_LAWYER', 'SIGNED', 'VOID')),
  CONSTRAINT "engagement_letters_void_check" CHECK (("status" = 'VOID') = ("void_reason" IS NOT NULL)),
  CONSTRAINT "engagement_letters_void_reason_check" CHECK ("void_reason" IN ('EDITED', 'TERMS_CHANGED', 'WITHDRAWN', 'REJECTED')),
  CONSTRAINT "engagement_letters_locale_check" CHECK ("locale" IN ('en', 'fil'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "engagement_letters_version_key" ON "engagement_letters" ("work_item_id", "version");
--> statement-breakpoint
CREATE UNIQUE INDEX "engagement_letters_code_key" ON "engagement_letters" ("verification_code");
--> statement-breakpoint
-- At most one version counts at a time: a new one voids the one before in the same transaction.
CREATE UNIQUE INDEX "engagement_letters_open_key" ON "engagement_letters" ("work_item_id") WHERE "status" <> 'VOID';
--> statement-breakpoint
CREATE INDEX "engagement_letters_pdf_sha_idx" ON "engagement_letters" ("pdf_sha256");
--> statement-breakpoint
CREATE INDEX "engagement_letters_signed_sha_idx" ON "engagement_letters" ("signed_pdf_sha256");
--> statement-breakpoint
CREATE TABLE "engagement_signatures" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "letter_id" uuid NOT NULL REFERENCES "engagement_letters"("id") ON DELETE CASCADE,
  "signer_role" text NOT NULL,
  "signer_id" uuid REFERENCES "users"("id"),
  "typed_name" text NOT NULL,
  "consent_text" text NOT NULL,
  "signed_at" timestamp with time zone DEFAULT now() NOT NULL,
  "ip" text,
  "user_agent" text,
  "pdf_sha256" text NOT NULL,
  "code_channel" text NOT NULL,
  "code_sent_to" text,
  CONSTRAINT "engagement_signatures_role_check" CHECK ("signer_role" IN ('CUSTOMER', 'LAWYER')),
  CONSTRAINT "engagement_signatures_channel_check" CHECK ("code_channel" IN ('sms', 'email'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "engagement_signatures_role_key" ON "engagement_signatures" ("letter_id", "signer_role");
--> statement-breakpoint
-- One live code per signer and version, stored only as a keyed digest; used or spent codes keep their row (code_hash NULL).
CREATE TABLE "engagement_signing_codes" (
  "letter_id" uuid NOT NULL REFERENCES "engagement_letters"("id") ON DELETE CASCADE,
  "signer_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "code_hash" text,
  "channel" text NOT NULL,
  "sent_to" text NOT NULL,
  "expires_at" timestamp with time zone NOT NULL,
  "failed_attempts" integer DEFAULT 0 NOT NULL,
  "used_at" timestamp with time zone,
  "sent_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "engagement_signing_codes_pkey" PRIMARY KEY ("letter_id", "signer_id"),
  CONSTRAINT "engagement_signing_codes_channel_check" CHECK ("channel" IN ('sms', 'email'))
);
