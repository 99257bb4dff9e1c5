CREATE TABLE "call_streams" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"meeting_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"session_id" text NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "call_streams" ADD CONSTRAINT "call_streams_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_streams" ADD CONSTRAINT "call_streams_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "call_streams" ADD CONSTRAINT "call_streams_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "call_streams_party_idx" ON "call_streams" USING btree ("meeting_id","user_id");--> statement-breakpoint
CREATE INDEX "call_streams_session_idx" ON "call_streams" USING btree ("session_id");--> statement-breakpoint
-- A session that ends (logout, password change or reset, a newer sign-in, deletion) or an account
-- that is disabled tells every app instance at once, whichever code path or operator did it: each
-- instance's call hub LISTENs and its open event streams of that user re-check their own session
-- (lib/server/video/call-hub.ts). The payload is only the user id; NOTIFY folds repeats within one
-- transaction, so revoking all of a user's sessions sends one.
CREATE FUNCTION notify_session_ended() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'users' THEN
    PERFORM pg_notify('session_ended', NEW.id::text);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('session_ended', OLD.user_id::text);
  ELSE
    PERFORM pg_notify('session_ended', NEW.user_id::text);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sessions_revoked_notify AFTER UPDATE OF revoked_at ON sessions FOR EACH ROW
  WHEN (OLD.revoked_at IS NULL AND NEW.revoked_at IS NOT NULL) EXECUTE FUNCTION notify_session_ended();
--> statement-breakpoint
CREATE TRIGGER sessions_deleted_notify AFTER DELETE ON sessions FOR EACH ROW
  WHEN (OLD.revoked_at IS NULL AND OLD.expires_at > now()) EXECUTE FUNCTION notify_session_ended();
--> statement-breakpoint
CREATE TRIGGER users_disabled_notify AFTER UPDATE OF disabled_at ON users FOR EACH ROW
  WHEN (OLD.disabled_at IS NULL AND NEW.disabled_at IS NOT NULL) EXECUTE FUNCTION notify_session_ended();
