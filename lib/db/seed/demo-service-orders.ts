import { createHash } from 'node:crypto';
import { translator } from '@/lib/i18n/translator';
import type { ServiceType } from '@/features/services/reference/legal-services';
import { SERVICE_CATALOGUE } from '@/features/services/reference/legal-services';
import { platformFee } from '@/lib/rules/fees';
import {
  DISPUTE_WINDOW_DAYS,
  TAKE_WITHIN_HOURS,
  disputeAnswerBy,
  disputeUntil,
  dueAtFor,
  takeDeadline,
  type ServiceOrderStatus,
} from '@/features/services/rules/service-orders';
import { env } from '@/lib/server/env';
import { orderFeeLines, serviceWords } from '@/features/services/server/orders/order-words';
import { composeLetter, lettersText, type LetterContent } from '@/lib/server/work-items/letters/compose-letter';
import { letterPdf } from '@/lib/server/work-items/letters/letter-pdf';
import type { Db } from '@/lib/db/client';
import * as t from '@/lib/db/schema';
import { demoPdf } from './demo-documents';
import { insertDemoTimeline, putOnce, signDemoLetter } from './demo-letter';

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

/**
 * The demo lawyer's offers (issue 62): a demand letter and a contract review, within the catalogue's bounds; the
 * demand letter also sent for the client, by e-mail and registered mail, for ₱500 (issue 72).
 */
const DEMO_SERVICE_OFFERS = [
  { serviceType: 'DEMAND_LETTER' as const, pricePesos: 4_500, turnaroundDays: 3, sendPricePesos: 500 },
  { serviceType: 'CONTRACT_REVIEW' as const, pricePesos: 6_000, turnaroundDays: 5, sendPricePesos: null },
];

/** Fixed ids outside the seeded sequence (like the other demos): adding these moved no other demo row. */
const DEMO_ORDER_IDS = {
  delivered: '62d0a11e-5e7d-4c1a-9d62-00000000a062',
  inProgress: '62d0a11e-5e7d-4c1a-9d62-00000000b062',
  disputed: '62d0a11e-5e7d-4c1a-9d62-00000000c062',
} as const;

type Demo = {
  key: keyof typeof DEMO_ORDER_IDS;
  type: ServiceType;
  status: ServiceOrderStatus;
  /** Days before the seed's day the order was placed, and the hours after that of each step. */
  orderedDaysAgo: number;
  otherParty: string;
  intake: Record<string, unknown>;
  /** Hours after ordering the lawyer delivered (none: not yet). */
  deliveredAfterHours?: number;
  delivery?: { note: string; file: string; text: string };
  /** Issue 72: the client chose to have the lawyer send the letter; the proof of sending the lawyer attached. */
  sent?: { file: string; text: string };
  dispute?: { afterDeliveryHours: number; reason: string };
  /** The six-character middle of the letter's verification code (the codes' alphabet: no 0, O, 1 or I). */
  code: string;
};

const DEMOS: Demo[] = [
  {
    key: 'delivered',
    type: 'DEMAND_LETTER',
    status: 'DELIVERED',
    orderedDaysAgo: 3,
    otherParty: 'Ramon Villanueva',
    intake: {
      what_happened:
        'I lent Ramon ₱60,000 in March with a signed promissory note. He promised to pay by August and has not paid or answered my messages since.',
      what_you_want: 'Pay the ₱60,000 in full.',
      amount_claimed_pesos: 60_000,
      comply_within_days: 15,
    },
    deliveredAfterHours: 50,
    delivery: {
      note: 'Your demand letter, signed. I sent it to Mr. Villanueva today by e-mail and by registered mail with return card: the registry receipt is on the order as proof of sending.',
      file: 'demand-letter-villanueva.pdf',
      text: 'DEMO - Demand letter to Ramon Villanueva for PHP 60,000 (signed by counsel)',
    },
    sent: {
      file: 'registry-receipt-villanueva.pdf',
      text: 'DEMO - PHLPost registry receipt RE 123 456 789 PH, registered mail with return card to Ramon Villanueva',
    },
    code: 'DLVR',
  },
  {
    key: 'inProgress',
    type: 'CONTRACT_REVIEW',
    status: 'IN_PROGRESS',
    orderedDaysAgo: 1,
    otherParty: 'Northpoint Outsourcing Inc.',
    intake: {
      contract_kind: 'Employment contract (probationary, six months)',
      pages: 9,
      concerns: 'The non-compete clause for two years after I leave, and the training bond of ₱80,000 if I resign within a year.',
    },
    code: 'PRGS',
  },
  {
    key: 'disputed',
    type: 'DEMAND_LETTER',
    status: 'DISPUTED',
    orderedDaysAgo: 6,
    otherParty: 'Liza Manalo',
    intake: {
      what_happened: 'My former tenant Liza left in June owing three months of rent (₱36,000) and damaged the kitchen cabinets.',
      what_you_want: 'Pay the unpaid rent and the cost of the repairs.',
      amount_claimed_pesos: 48_000,
      comply_within_days: 10,
    },
    deliveredAfterHours: 60,
    delivery: {
      note: 'Your demand letter for the unpaid rent.',
      file: 'demand-letter-manalo.pdf',
      text: 'DEMO - Demand letter to Liza Manalo for unpaid rent of PHP 36,000',
    },
    dispute: {
      afterDeliveryHours: 60,
      reason:
        'The letter asks only for the ₱36,000 of rent. The ₱12,000 for the repairs I wrote in my order is missing, and my only revision was not enough time to fix it.',
    },
    code: 'DSPT',
  },
];

/** A demo PDF of the order (a delivery's, the proof of sending's): its blob once, and its stored-file row. */
async function insertDemoFile(
  db: Db,
  f: { id: string; ownerId: string; purpose: string; file: string; text: string; at: Date },
): Promise<void> {
  const bytes = demoPdf(f.text);
  const storageKey = `${f.purpose}/${f.id}.pdf`;
  await putOnce(storageKey, bytes);
  await db.insert(t.storedFiles).values({
    id: f.id,
    ownerId: f.ownerId,
    storageKey,
    originalName: f.file,
    contentType: 'application/pdf',
    sizeBytes: bytes.byteLength,
    sha256: createHash('sha256').update(bytes).digest('hex'),
    visibility: 'PRIVATE',
    purpose: f.purpose,
    createdAt: f.at,
  });
}

/** An id of the demo: the order's id with its last group's letters changed (`a062` → `a162`: its letter …). */
const idOf = (orderId: string, n: number) => `${orderId.slice(0, -3)}${n}${orderId.slice(-2)}`;

/**
 * Issue 62's demo (README, docs/product.md): the demo lawyer offers a demand letter and a contract review; the
 * demo client has three orders with them — one delivered and waiting for acceptance (a delivered PDF; the lawyer
 * sent it by e-mail and registered mail and attached the registry receipt: issue 72), one in
 * progress (countersigned, due in a few days), one in dispute (delivered, a dispute opened with a reason, the
 * lawyer's answer still due). Each is a work item of kind SERVICE with its engagement letter generated from the
 * catalogue and signed by both, and its payment paid in the sandbox. Times count from the seed's day (UTC
 * midnight), so the clocks read as they would, and a day's PDFs come out byte for byte the same.
 */
export async function seedServiceOrders(
  db: Db,
  {
    lawyer,
    customer,
  }: {
    lawyer: { id: string; displayName: string; rollNumber: string; ibpNumber: string };
    customer: { id: string; name: string };
  },
  now = new Date(),
): Promise<void> {
  await db.insert(t.lawyerServiceOffers).values(DEMO_SERVICE_OFFERS.map((o) => ({ lawyerId: lawyer.id, ...o })));
  const base = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const stamp = base.toISOString().slice(0, 10).replace(/-/g, '');
  const percent = env().PLATFORM_FEE_PERCENT;
  const letters = lettersText('en');
  const orderWords = translator('en', 'serviceOrders');
  for (const demo of DEMOS) {
    const id = DEMO_ORDER_IDS[demo.key];
    const offer = DEMO_SERVICE_OFFERS.find((o) => o.serviceType === demo.type)!;
    const spec = SERVICE_CATALOGUE[demo.type];
    const sendPrice = demo.sent && offer.sendPricePesos !== null ? offer.sendPricePesos * 100 : null;
    const price = offer.pricePesos * 100 + (sendPrice ?? 0);
    const orderedAt = new Date(base.getTime() - demo.orderedDaysAgo * DAY + 1 * HOUR);
    const at = (hours: number) => new Date(orderedAt.getTime() + hours * HOUR);
    const clientSignedAt = at(0.2);
    const paidAt = at(0.3);
    const countersignedAt = at(3);
    const dueAt = dueAtFor(countersignedAt, offer.turnaroundDays);
    const deliveredAt = demo.deliveredAfterHours === undefined ? null : at(demo.deliveredAfterHours);
    // The words and fee lines an order writes (features/services/server/orders/order-letter.ts).
    const words = serviceWords(demo.type, 'en', sendPrice !== null);
    const fee = orderFeeLines(demo.type, 'en', price, sendPrice);
    await db.insert(t.workItems).values({
      id,
      kind: 'SERVICE',
      lawyerId: lawyer.id,
      customerId: customer.id,
      title: words.name,
      description: words.scope,
      deliverables: words.deliverable,
      paymentTerms: orderWords('letter.paymentTerms'),
      estimatedTimeline: orderWords('letter.timeline', { days: offer.turnaroundDays }),
      feeBreakdown: fee,
      priceCentavos: price,
      status: 'PAID',
      revision: 1,
      proposedAt: orderedAt,
      paidAt,
      createdAt: orderedAt,
      updatedAt: deliveredAt ?? countersignedAt,
    });
    await db.insert(t.serviceOrders).values({
      id,
      lawyerId: lawyer.id,
      customerId: customer.id,
      serviceType: demo.type,
      status: demo.status,
      priceCentavos: price,
      turnaroundDays: offer.turnaroundDays,
      revisionsIncluded: spec.revisions,
      revisionsUsed: 0,
      otherPartyName: demo.otherParty,
      sentByLawyer: sendPrice !== null,
      sendPriceCentavos: sendPrice,
      intake: demo.intake,
      limitedServiceAcceptedAt: orderedAt,
      paidAt,
      takeBy: takeDeadline(paidAt),
      countersignedAt,
      dueAt,
      lastDeliveredAt: deliveredAt,
      createdAt: orderedAt,
      updatedAt: deliveredAt ?? countersignedAt,
    });
    await db.insert(t.payments).values({
      customerId: customer.id,
      lawyerId: lawyer.id,
      workItemId: id,
      provider: 'SANDBOX',
      amountCentavos: price,
      status: 'PAID',
      method: 'gcash',
      description: `${words.name} – Atty. ${lawyer.displayName}`,
      paidAt,
      feeCentavos: platformFee(price, percent),
      createdAt: clientSignedAt,
      updatedAt: paidAt,
    });

    // The engagement letter, generated from the catalogue entry at the order and signed by both.
    const letterId = idOf(id, 1);
    // Storage keys are uuids: the day's digits (hex too) stand in the last group, so each day's blobs have keys of their own.
    const dayKey = (n: number) => `62d0a11e-5e7d-4c1a-9d62-${stamp}${DEMOS.indexOf(demo)}${n}62`;
    const letterKey = `engagement-letter/${dayKey(1)}.pdf`;
    const signedKey = `engagement-letter-signed/${dayKey(2)}.pdf`;
    const content: LetterContent = {
      locale: 'en',
      version: 1,
      workItemRevision: 1,
      createdAt: orderedAt,
      terms: {
        work_item_revision: 1,
        lawyer_name: lawyer.displayName,
        ibp_chapter: 'Makati City',
        ibp_number: lawyer.ibpNumber,
        ptr_number: '',
        exclusions: orderWords('letter.exclusions'),
        appearance_fees: '',
        out_of_pocket: '',
        termination: orderWords('letter.termination'),
        success_fee: undefined,
        other_terms: undefined,
        // The short form generated from the catalogue entry, as an order makes it (features/services/server/orders/order-letter.ts).
        service: {
          serviceType: demo.type,
          turnaroundDays: offer.turnaroundDays,
          revisions: spec.revisions,
          takeHours: TAKE_WITHIN_HOURS,
          disputeDays: DISPUTE_WINDOW_DAYS,
        },
      },
      money: { lines: fee, total: price, platformFee: platformFee(price, percent), platformFeePercent: percent },
      parties: { rollNumber: lawyer.rollNumber, clientName: customer.name },
      matter: {
        title: words.name,
        scope: words.scope,
        deliverables: words.deliverable,
        paymentTerms: orderWords('letter.paymentTerms'),
        estimatedTimeline: orderWords('letter.timeline', { days: offer.turnaroundDays }),
      },
    };
    const pdf = await letterPdf(composeLetter(content), { locale: 'en', title: words.name, version: 1, createdAt: orderedAt });
    await putOnce(letterKey, pdf);
    const sha = createHash('sha256').update(pdf).digest('hex');
    const [row] = await db
      .insert(t.engagementLetters)
      .values({
        id: letterId,
        workItemId: id,
        version: 1,
        workItemRevision: 1,
        status: 'SIGNED',
        locale: 'en',
        terms: content.terms,
        money: content.money,
        parties: content.parties,
        matter: content.matter,
        pdfKey: letterKey,
        pdfSha256: sha,
        pdfBytes: pdf.byteLength,
        verificationCode: `EL-${demo.code}-SRVC-2K26`,
        createdBy: lawyer.id,
        createdAt: orderedAt,
        completedAt: countersignedAt,
      })
      .returning();
    await signDemoLetter(db, row, {
      consent: letters('consent', { version: 1 }),
      sha,
      signedKey,
      signers: [
        { role: 'CUSTOMER', id: customer.id, name: customer.name, at: clientSignedAt, sentTo: 'c***@example.com' },
        { role: 'LAWYER', id: lawyer.id, name: lawyer.displayName, at: countersignedAt, sentTo: 'l***@example.com' },
      ],
    });

    const events = [
      { kind: 'ordered', at: orderedAt, by: customer.id, role: 'CUSTOMER', from: null, to: 'PAYMENT_PENDING' as const },
      { kind: 'letter-prepared', at: orderedAt, by: null, role: 'SYSTEM', note: '1' },
      { kind: 'letter-signed', at: clientSignedAt, by: customer.id, role: 'CUSTOMER', note: '1' },
      { kind: 'paid', at: paidAt, by: null, role: 'PAYMENT', from: 'PAYMENT_PENDING' as const, to: 'PAID' as const },
      { kind: 'letter-countersigned', at: countersignedAt, by: lawyer.id, role: 'LAWYER', note: '1' },
    ];
    await insertDemoTimeline(db, id, events);

    if (!deliveredAt || !demo.delivery) continue;
    const deliveryId = idOf(id, 4);
    const fileId = idOf(id, 5);
    await insertDemoFile(db, { id: fileId, ownerId: lawyer.id, purpose: 'service-delivery', ...demo.delivery, at: deliveredAt });
    await db.insert(t.serviceDeliveries).values({
      id: deliveryId,
      orderId: id,
      number: 1,
      note: demo.delivery.note,
      dueAt,
      deliveredAt,
      late: deliveredAt > dueAt,
    });
    await db.insert(t.serviceDeliveryFiles).values({ deliveryId, fileId });
    if (demo.sent) {
      // The lawyer sent it the day they delivered, and attached the registry receipt an hour later.
      const proofId = idOf(id, 7);
      const attachedAt = new Date(deliveredAt.getTime() + HOUR);
      await insertDemoFile(db, { id: proofId, ownerId: lawyer.id, purpose: 'service-sending-proof', ...demo.sent, at: attachedAt });
      await db.insert(t.serviceSendingProofFiles).values({ orderId: id, fileId: proofId, attachedAt });
    }
    if (!demo.dispute) continue;
    const openedAt = new Date(deliveredAt.getTime() + demo.dispute.afterDeliveryHours * HOUR);
    if (openedAt > disputeUntil(deliveredAt)) throw new Error('The demo dispute must open within its window.');
    await db.insert(t.serviceDisputes).values({
      id: idOf(id, 6),
      orderId: id,
      openedBy: customer.id,
      reason: demo.dispute.reason,
      openedAt,
      answerBy: disputeAnswerBy(openedAt),
    });
  }
}
