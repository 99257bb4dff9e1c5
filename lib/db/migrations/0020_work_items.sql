CREATE TABLE "work_item_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"work_item_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"from_status" "work_item_status",
	"to_status" "work_item_status",
	"actor_id" uuid,
	"actor_role" text NOT NULL,
	"revision" integer DEFAULT 0 NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "work_item_events_actor_check" CHECK ("work_item_events"."actor_role" IN ('LAWYER', 'CUSTOMER', 'PAYMENT'))
);
--> statement-breakpoint
ALTER TABLE "work_item_additional_services" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "work_item_additional_services" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "work_items" ADD COLUMN "deliverables" text;--> statement-breakpoint
ALTER TABLE "work_items" ADD COLUMN "fee_breakdown" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "work_items" ADD COLUMN "payment_terms" text;--> statement-breakpoint
ALTER TABLE "work_items" ADD COLUMN "estimated_timeline" text;--> statement-breakpoint
ALTER TABLE "work_items" ADD COLUMN "revision" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "work_items" ADD COLUMN "proposed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "work_items" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "work_items" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "work_item_events" ADD CONSTRAINT "work_item_events_work_item_id_work_items_id_fk" FOREIGN KEY ("work_item_id") REFERENCES "public"."work_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_item_events" ADD CONSTRAINT "work_item_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "work_item_events_item_idx" ON "work_item_events" USING btree ("work_item_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "work_item_meetings_meeting_key" ON "work_item_meetings" USING btree ("meeting_id");--> statement-breakpoint
CREATE INDEX "payments_work_item_idx" ON "payments" USING btree ("work_item_id");--> statement-breakpoint
ALTER TABLE "work_item_additional_services" ADD CONSTRAINT "work_item_additional_services_price_check" CHECK ("work_item_additional_services"."price_centavos" > 0);--> statement-breakpoint
ALTER TABLE "work_item_meetings" ADD CONSTRAINT "work_item_meetings_duration_check" CHECK ("work_item_meetings"."duration_minutes" IN (30, 60));--> statement-breakpoint
-- Terms are frozen once proposed: they change only on a DRAFT, or on a PROPOSAL together with a new
-- revision (the revised proposal is sent again). The services check first; this is the backstop.
CREATE FUNCTION work_items_freeze_terms() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (NEW.title, NEW.description, NEW.deliverables, NEW.fee_breakdown, NEW.price_centavos, NEW.payment_terms, NEW.estimated_timeline)
       IS DISTINCT FROM (OLD.title, OLD.description, OLD.deliverables, OLD.fee_breakdown, OLD.price_centavos, OLD.payment_terms, OLD.estimated_timeline)
     AND NOT (OLD.status = 'DRAFT' OR (OLD.status = 'PROPOSAL' AND NEW.status = 'PROPOSAL' AND NEW.revision > OLD.revision)) THEN
    RAISE EXCEPTION 'work item % terms are frozen once proposed', OLD.id USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER work_items_freeze_terms BEFORE UPDATE ON work_items FOR EACH ROW EXECUTE FUNCTION work_items_freeze_terms();
