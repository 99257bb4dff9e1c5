-- Issue 61 item 5: the person's region (optional) on their legal-aid declaration, so a request nobody took, or a
-- declaration declined, names the PAO and IBP legal-aid offices of that region (the free-help data) rather than
-- only the national ones. One of the 18 search regions (lib/reference/regions.ts), checked by the handler.
ALTER TABLE "legal_aid_declarations" ADD COLUMN "region" text;
