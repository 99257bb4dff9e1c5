import { z } from './zod';
import { NOTARY_CHECKLIST_ITEMS, NOTARY_DURATIONS, normalizeChecklist } from '@/lib/reference/notary-checklist';
import { NOTARY_SERVICE_SLUGS, type NotaryServiceSlug } from '@/lib/reference/notary-services';
import { PAY_AT_OFFICE_PER_DAY } from './pay-at-office';
import { issueMessage } from '@/lib/errors/issue';

/** Ours (issue 43): the notary's appointment offer. */
export const NOTARY_OFFER_MESSAGES = {
  fee: 'Enter the fee in whole pesos, from 0 to 100,000.',
  duration: 'Choose a length from the list.',
  unknownChoice: 'Please choose from the list.',
  notOnProfile: 'Offer appointments only for services your profile lists.',
  noOffer: 'Add at least one service with its fee before taking appointments.',
  twice: 'Each service can be offered once.',
  notListed: 'Your notary profile must be public and complete before visitors can book it.',
} as const;

const MAX_FEE_PESOS = 100_000;

const offerSchema = z
  .object({
    service: z.custom<NotaryServiceSlug>(
      (v) => NOTARY_SERVICE_SLUGS.includes(v as NotaryServiceSlug),
      issueMessage('notaryOffer.unknownChoice'),
    ),
    // A number, or the text of the form's field ("350").
    fee_pesos: z.union([z.number(), z.string().trim().regex(/^\d+$/, issueMessage('notaryOffer.fee')).transform(Number)], {
      error: issueMessage('notaryOffer.fee'),
    }),
    duration_minutes: z.union([z.number(), z.string().regex(/^\d+$/).transform(Number)], { error: issueMessage('notaryOffer.duration') }),
    checklist: z
      .array(z.enum(NOTARY_CHECKLIST_ITEMS, { error: issueMessage('notaryOffer.unknownChoice') }))
      .max(NOTARY_CHECKLIST_ITEMS.length),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (!Number.isInteger(v.fee_pesos) || v.fee_pesos < 0 || v.fee_pesos > MAX_FEE_PESOS) {
      ctx.addIssue({ code: 'custom', message: issueMessage('notaryOffer.fee'), path: ['fee_pesos'] });
    }
    if (!(NOTARY_DURATIONS as readonly number[]).includes(v.duration_minutes)) {
      ctx.addIssue({ code: 'custom', message: issueMessage('notaryOffer.duration'), path: ['duration_minutes'] });
    }
  })
  .transform((v) => ({
    service: v.service,
    fee_centavos: v.fee_pesos * 100,
    duration_minutes: v.duration_minutes,
    // The government ID the Rules require is always on the list.
    checklist: normalizeChecklist(v.checklist),
  }));

/** PUT /api/v1/notary-public/offer: whether visitors may book, paying at the office or not, and each service's offer. */
export const notaryOfferSchema = z
  .object({
    takes_bookings: z.boolean(),
    pay_at_office: z.boolean(),
    /** Issue 58: how many pay-at-the-office appointments a day the notary accepts; left out, the stored number stays. */
    pay_at_office_per_day: z
      .number({ error: issueMessage('payAtOffice.perDay') })
      .int(issueMessage('payAtOffice.perDay'))
      .min(PAY_AT_OFFICE_PER_DAY.min, issueMessage('payAtOffice.perDay'))
      .max(PAY_AT_OFFICE_PER_DAY.max, issueMessage('payAtOffice.perDay'))
      .optional(),
    offers: z.array(offerSchema).max(NOTARY_SERVICE_SLUGS.length),
  })
  .strict()
  .superRefine((v, ctx) => {
    const seen = new Set<string>();
    v.offers.forEach((o, i) => {
      if (seen.has(o.service)) ctx.addIssue({ code: 'custom', message: issueMessage('notaryOffer.twice'), path: ['offers', i, 'service'] });
      seen.add(o.service);
    });
    if (v.takes_bookings && !v.offers.length)
      ctx.addIssue({ code: 'custom', message: issueMessage('notaryOffer.noOffer'), path: ['offers'] });
  });

export type NotaryOfferInput = z.input<typeof notaryOfferSchema>;
export type NotaryOfferValues = z.output<typeof notaryOfferSchema>;
