-- Issue 62, disputes: a part of a payment given back while the rest is kept (an admin's PARTIAL decision on a
-- service order's dispute). The payment stays PAID; its refund row carries the part; this column is what was
-- granted back, so the lawyer's statement (lib/server/payouts/statement-sql.ts) owes only what was kept:
-- gross = refund_pending + refunded + fee + net on every row. fee_centavos is then the fee on what was kept.
ALTER TABLE "payments" ADD COLUMN "partial_refund_centavos" integer NOT NULL DEFAULT 0;
--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_partial_refund_check"
  CHECK ("partial_refund_centavos" >= 0 AND "partial_refund_centavos" < "amount_centavos");
