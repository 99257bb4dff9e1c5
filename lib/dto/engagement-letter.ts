// Engagement letter wire types (issue 42): a work item's letter, its versions and signatures, the
// one-time code's receipt, and the public verification's answer.
import { z } from 'zod';
import { LETTER_STATUSES, LETTER_VOID_REASONS } from '@/lib/rules/engagement-letters';
import { isoDate, isoDateTime } from './wire';

const letterStatusSchema = z.enum(LETTER_STATUSES);
const voidReasonSchema = z.enum(LETTER_VOID_REASONS);
const roleSchema = z.enum(['CUSTOMER', 'LAWYER']);
const channelSchema = z.enum(['sms', 'email']);

/**
 * The letter as a list of blocks, composed once on the server from the letter's data: the page shows
 * these blocks and the PDF draws the very same ones, so what the client reads is what they sign.
 */
const letterBlockSchema = z
  .discriminatedUnion('kind', [
    z.object({ kind: z.literal('title'), text: z.string() }),
    z.object({ kind: z.literal('meta'), lines: z.array(z.string()) }),
    z.object({ kind: z.literal('heading'), text: z.string() }),
    z.object({ kind: z.literal('paragraph'), text: z.string(), label: z.string().nullable() }),
    z.object({
      kind: z.literal('fees'),
      rows: z.array(z.object({ label: z.string(), amount: z.string(), role: z.enum(['line', 'total', 'platform']) })),
    }),
    z.object({
      kind: z.literal('signatures'),
      parties: z.array(z.object({ role: roleSchema, caption: z.string(), name: z.string(), details: z.array(z.string()) })),
    }),
  ])
  .meta({ id: 'LetterBlock' });
export type LetterBlock = z.infer<typeof letterBlockSchema>;

/** The lawyer's parts of a letter, as entered (the form's values). */
const letterTermsDtoSchema = z
  .object({
    lawyer_name: z.string(),
    ibp_chapter: z.string(),
    ibp_number: z.string(),
    ptr_number: z.string(),
    exclusions: z.string(),
    appearance_fees: z.string(),
    success_fee: z.string().nullable(),
    out_of_pocket: z.string(),
    termination: z.string(),
    other_terms: z.string().nullable(),
  })
  .meta({ id: 'LetterTermsDto' });
export type LetterTermsDto = z.infer<typeof letterTermsDtoSchema>;

const letterSummarySchema = z.object({
  version: z.number().int(),
  status: letterStatusSchema,
  void_reason: voidReasonSchema.nullable(),
  work_item_revision: z.number().int(),
  created_at: isoDateTime,
  completed_at: isoDateTime.nullable(),
});

const letterVersionDtoSchema = letterSummarySchema
  .extend({
    locale: z.enum(['en', 'fil']),
    /** SHA-256 (hex) of the letter's PDF as stored: what each party signs. */
    pdf_sha256: z.string(),
    /** SHA-256 of the signed PDF (the letter and its signature certificate), once both signed. */
    signed_pdf_sha256: z.string().nullable(),
    /** The code the verification page takes, once both signed. */
    verification_code: z.string().nullable(),
    terms: letterTermsDtoSchema,
    document: z.array(letterBlockSchema),
    signatures: z.array(z.object({ role: roleSchema, typed_name: z.string(), signed_at: isoDateTime })),
  })
  .meta({ id: 'LetterVersionDto' });

/** GET work-items/{id}/letter (and the answer of preparing and signing): one version, the list, and what the viewer may do. */
export const letterStateSchema = z
  .object({
    letter: letterVersionDtoSchema.nullable(),
    latest_version: z.number().int().nullable(),
    versions: z.array(letterSummarySchema),
    /** The work item's revision now (a letter of an older one is void). */
    work_item_revision: z.number().int(),
    viewer: z.object({
      role: roleSchema,
      /** The latest version waits for this viewer's signature. */
      my_turn: z.boolean(),
      next_signer: roleSchema.nullable(),
      /** The client signed a fixed-price order's letter and the order waits for their payment: the lawyer countersigns after it. */
      waiting_for_payment: z.boolean(),
      /** The lawyer may prepare (or change) the letter now. */
      can_prepare: z.boolean(),
      /** The name the viewer types to sign: as printed on the letter. */
      expected_name: z.string().nullable(),
      /** Where a code can be sent: e-mail always, text when the account has a verified mobile number. */
      channels: z.array(channelSchema),
      /** The code waiting for this viewer's signature of the latest version, if one was sent. */
      code: z.object({ channel: channelSchema, sent_to: z.string(), expires_at: isoDateTime }).nullable(),
    }),
    /** The lawyer's form, filled from the latest letter or the profile (null for the client). */
    draft: letterTermsDtoSchema.nullable(),
  })
  .meta({ id: 'LetterState' });
export type LetterState = z.infer<typeof letterStateSchema>;

/** POST work-items/{id}/letter/code. */
export const letterCodeSentSchema = z
  .object({ channel: channelSchema, sent_to: z.string(), expires_at: isoDateTime })
  .meta({ id: 'LetterCodeSent' });

/** The public verification (a code or an uploaded PDF): only the lawyer's public name and the letter's dates. */
export const letterVerificationSchema = z
  .object({
    /** valid: the signed letter; void: signed, later replaced; mismatch: not this letter; unknown: no signed letter has this file. */
    result: z.enum(['valid', 'void', 'mismatch', 'unknown']),
    letter: z
      .object({
        code: z.string(),
        lawyer_name: z.string(),
        letter_date: isoDate,
        signed_at: isoDateTime,
        version: z.number().int(),
      })
      .nullable(),
  })
  .meta({ id: 'LetterVerification' });
export type LetterVerification = z.infer<typeof letterVerificationSchema>;
