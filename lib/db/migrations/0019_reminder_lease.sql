-- A scheduler's lease on a due reminder (lib/server/reminders/send-due-reminders.ts): a process killed
-- between claiming and sending leaves a lease that expires, instead of a reminder marked sent that never went out.
ALTER TABLE "meetings" ADD COLUMN "reminder_claimed_until" timestamp with time zone;