-- Issue 43, the prepared draft (optional): what the client filled in for an affidavit of loss or a
-- special power of attorney when booking, printed as a draft to bring unsigned (lib/validation/notary-draft.ts).
ALTER TABLE "notary_appointments" ADD COLUMN "draft" jsonb;
