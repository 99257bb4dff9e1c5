import { z } from 'zod';
import { parseLetterCode } from '@/lib/rules/engagement-letters';
import { optionalText, requiredText } from './fields';
import { issueMessage } from '@/lib/errors/issue';

// One set of schemas for the engagement letter's form, its signing and the /letter handlers (issue 42).

/** What the lawyer may write on a letter; longer would not fit a letter anyone reads. */
export const LETTER_TEXT = {
  name: 120,
  chapter: 100,
  number: 60,
  exclusions: 3000,
  fees: 1000,
  termination: 3000,
  otherTerms: 3000,
  typedName: 160,
} as const;

/**
 * POST work-items/{id}/letter: the lawyer's parts of the letter. The money lines and the scope are
 * not here: they come from the work item's terms of `work_item_revision` (the one the lawyer read),
 * so the letter cannot disagree with what the client pays.
 */
export const letterTermsSchema = z.object({
  work_item_revision: z
    .number({ error: issueMessage('letters.invalidRevision') })
    .int(issueMessage('letters.invalidRevision'))
    .min(1, issueMessage('letters.invalidRevision')),
  lawyer_name: requiredText(LETTER_TEXT.name),
  ibp_chapter: requiredText(LETTER_TEXT.chapter),
  ibp_number: requiredText(LETTER_TEXT.number),
  ptr_number: requiredText(LETTER_TEXT.number),
  exclusions: requiredText(LETTER_TEXT.exclusions),
  appearance_fees: requiredText(LETTER_TEXT.fees),
  success_fee: optionalText(LETTER_TEXT.fees),
  out_of_pocket: requiredText(LETTER_TEXT.fees),
  termination: requiredText(LETTER_TEXT.termination),
  other_terms: optionalText(LETTER_TEXT.otherTerms),
});
export type LetterTermsInput = z.input<typeof letterTermsSchema>;
export type LetterTerms = z.output<typeof letterTermsSchema>;

const version = z
  .number({ error: issueMessage('letters.invalidVersion') })
  .int(issueMessage('letters.invalidVersion'))
  .min(1, issueMessage('letters.invalidVersion'));

/** GET work-items/{id}/letter and its PDF: one version (the latest when left out). */
export const letterQuerySchema = z.object({
  version: z.coerce
    .number({ error: issueMessage('letters.invalidVersion') })
    .int(issueMessage('letters.invalidVersion'))
    .min(1, issueMessage('letters.invalidVersion'))
    .max(100_000)
    .optional(),
  /** The PDF only: `letter` is the letter as signed, without the certificate page. */
  kind: z.enum(['signed', 'letter'], { error: issueMessage('admin.unknownKind') }).optional(),
});

/** POST work-items/{id}/letter/code: a one-time code for the signer, by text or e-mail (the account's verified ones). */
export const letterCodeSchema = z.object({
  version,
  channel: z.enum(['sms', 'email'], { error: issueMessage('letters.chooseTextEMail') }).optional(),
});
export type LetterCodeInput = z.input<typeof letterCodeSchema>;

const signingCode = z
  .string({ error: issueMessage('letters.enter6DigitCode') })
  .max(20, issueMessage('letters.enter6DigitCode'))
  .transform((value) => value.replace(/\s/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, issueMessage('letters.enter6DigitCode')));

/** POST work-items/{id}/letter/sign: the explicit intent — the typed name, the ticked consent — and the code. */
export const signLetterSchema = z.object({
  version,
  typed_name: requiredText(LETTER_TEXT.typedName),
  consent: z.literal(true, { error: issueMessage('letters.consent') }),
  code: signingCode,
});
export type SignLetterInput = z.input<typeof signLetterSchema>;
export type SignLetterFields = z.output<typeof signLetterSchema>;

/** A verification code as typed ("el-7k3q 9m2x ab4c"), normalised; anything else is refused. */
const letterCodeField = z
  .string({ error: issueMessage('letters.codeFormat') })
  .max(40, issueMessage('letters.codeFormat'))
  .transform((value, ctx) => {
    const code = parseLetterCode(value);
    if (!code) {
      ctx.addIssue({ code: 'custom', message: issueMessage('letters.codeFormat') });
      return z.NEVER;
    }
    return code;
  });

/** GET letters/verify/{code}. */
export const letterVerifyParamsSchema = z.object({ code: letterCodeField });

/** The verification page's upload: at most this big (a letter with its certificate is far smaller). */
export const LETTER_UPLOAD_MAX_MB = 10;
