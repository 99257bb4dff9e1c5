-- Issue 38 "Trust, round 3": a text about a meeting names it, so the non-essential texts one meeting
-- causes (reschedule and cancellation notices, the waiting notice) are capped per recipient and
-- meeting and cannot use up the daily cap that another meeting's texts need.
ALTER TABLE "sms_messages" ADD COLUMN "meeting_id" uuid;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD CONSTRAINT "sms_messages_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sms_messages_user_meeting_idx" ON "sms_messages" USING btree ("user_id","meeting_id") WHERE "sms_messages"."meeting_id" IS NOT NULL;
