-- Issue 72, item 8: the lawyer's office may send a demand letter for the client (by e-mail and by registered mail,
-- the proof of sending attached to the order), as an option at the lawyer's price. The offer carries that price
-- (NULL: the lawyer does not send; the client sends the letter); an order records whether the client chose it and
-- what it cost (price_centavos is the total: the service and the sending); the proof's files hang on the order.
ALTER TABLE "lawyer_service_offers" ADD COLUMN "send_price_pesos" integer;
--> statement-breakpoint
ALTER TABLE "lawyer_service_offers" ADD CONSTRAINT "lawyer_service_offers_send_price_check" CHECK ("send_price_pesos" IS NULL OR "send_price_pesos" > 0);
--> statement-breakpoint
ALTER TABLE "service_orders" ADD COLUMN "sent_by_lawyer" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "service_orders" ADD COLUMN "send_price_centavos" integer;
--> statement-breakpoint
ALTER TABLE "service_orders" ADD CONSTRAINT "service_orders_sending_check" CHECK (
  ("sent_by_lawyer" AND "send_price_centavos" > 0 AND "send_price_centavos" < "price_centavos")
  OR (NOT "sent_by_lawyer" AND "send_price_centavos" IS NULL)
);
--> statement-breakpoint
CREATE TABLE "service_sending_proof_files" (
  "order_id" uuid NOT NULL REFERENCES "service_orders"("id") ON DELETE cascade,
  "file_id" uuid NOT NULL REFERENCES "stored_files"("id") ON DELETE cascade,
  "attached_at" timestamp with time zone DEFAULT now() NOT NULL,
  PRIMARY KEY ("order_id", "file_id")
);
