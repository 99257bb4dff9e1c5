-- Issue 73 item 4: the declaration as it stood when the lawyer assessed the request — what the lawyer reads from
-- then on, never the client's later edits (NULL: not assessed, or erased after LEGAL_AID_DECLARATION_KEPT_MONTHS).
ALTER TABLE "legal_aid_requests" ADD COLUMN "declaration_at_assessment" jsonb;
