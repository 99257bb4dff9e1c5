-- Issue 44: the call mode a person chose last in a lobby ('video', 'saver' for data saver, 'audio' for
-- audio only); null until they choose, when the lobby picks by their connection.
ALTER TABLE "users" ADD COLUMN "call_mode" text;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_call_mode_check" CHECK ("call_mode" IN ('video', 'saver', 'audio'));
