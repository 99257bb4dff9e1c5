-- Issue 63 item 4, someone else pays: a link the client sends so another person (a relative abroad, or at
-- home) pays one pending payment. Only the token's SHA-256 is kept (lib/server/security/hash-token.ts); the
-- link lives while that payment can still be paid (a booking's hold, a work item's open checkout) and the
-- client can revoke it. The payer's name and e-mail are what the receipts name ("Paid by …") and where the
-- payer's receipt and refund notice go; the client stays the payment's customer.
CREATE TABLE "payment_links" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "payment_id" uuid NOT NULL REFERENCES "payments"("id") ON DELETE CASCADE,
  "customer_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "token_hash" text NOT NULL,
  "sent_to" text,
  "expires_at" timestamp with time zone NOT NULL,
  "revoked_at" timestamp with time zone,
  "payer_name" text,
  "payer_email" text,
  "payer_language" text,
  "payer_started_at" timestamp with time zone,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "payment_links_payer_language_check" CHECK ("payer_language" IS NULL OR "payer_language" IN ('en', 'fil'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "payment_links_token_hash_key" ON "payment_links" ("token_hash");
--> statement-breakpoint
CREATE INDEX "payment_links_payment_idx" ON "payment_links" ("payment_id");
