import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { and, eq, like } from 'drizzle-orm';
import { GET as receiptRoute } from '@/app/api/v1/meeting/[id]/receipt/route';
import { tables as t } from '@/lib/db';
import { formatPesoExact } from '@/lib/format/money';
import { CARD_ABROAD } from '@/lib/format/receipt';
import { loadMeetingParties } from '@/lib/server/meetings/load-meeting-parties';
import { meetingReceiptLines } from '@/lib/server/meetings/meeting-receipt';
import { useTestDb } from '@/lib/test/db';
import { setTestEnv } from '@/lib/test/env';
import { apiRequest, routeCtx } from '@/lib/test/fixtures/http';
import { manilaSlot } from '@/lib/test/fixtures/meetings';
import { interceptSandboxWebhooks, paidSandboxMeeting } from '@/lib/test/fixtures/payments';
import { testCustomer, testLawyer } from '@/lib/test/fixtures/users';
import { getCheckout } from './get-checkout';
import { methodOfPayment } from './parse-event';
import { PaymongoProvider } from './paymongo-provider';
import { pdfSafe } from './receipt-pdf';
import { readSandboxSession } from './sandbox-sessions';

// Issue 63 item 3: a card issued abroad pays through the sandbox as through PayMongo (a `card` whose
// country is not PH), the payment records it, and every receipt says what was charged: pesos.
const db = useTestDb();
let hooks: ReturnType<typeof interceptSandboxWebhooks>;
beforeAll(() => {
  setTestEnv({ SANDBOX_WEBHOOK_SECRET: 'whsk_sandbox_card_abroad_jest' });
  hooks = interceptSandboxWebhooks();
});
afterAll(() => {
  hooks.restore();
  setTestEnv({ SANDBOX_WEBHOOK_SECRET: undefined });
});

/** The PDF's text as Mozilla's reader sees it (lib/test/pdf-text.mjs, in its own process). */
function pdfText(bytes: Uint8Array): string {
  const run = spawnSync(process.execPath, [path.join(process.cwd(), 'lib/test/pdf-text.mjs')], {
    input: bytes,
    encoding: 'utf8',
    env: { ...process.env, NODE_OPTIONS: '' },
  });
  if (run.status !== 0) throw new Error(`pdf-text failed: ${run.stderr}`);
  return (JSON.parse(run.stdout) as { lines: string[] }).lines.join(' ');
}

describe('a card issued abroad', () => {
  it('is read from the card country PayMongo reports; a Philippine card, or one without a country, stays a card', () => {
    expect(methodOfPayment('card', { type: 'card', country: 'AE' })).toBe(CARD_ABROAD);
    expect(methodOfPayment('card', { type: 'card', country: 'us' })).toBe(CARD_ABROAD);
    expect(methodOfPayment('card', { type: 'card', country: 'PH' })).toBe('card');
    expect(methodOfPayment('card', undefined)).toBe('card');
    expect(methodOfPayment('gcash', { country: 'AE' })).toBe('gcash');
    expect(methodOfPayment(null, undefined)).toBeUndefined();
  });

  it('is what PayMongo answers about a paid checkout too (the reconciliation job)', async () => {
    const answer = {
      data: {
        id: 'cs_live_1',
        attributes: {
          status: 'active',
          livemode: false,
          payment_method_used: 'card',
          payments: [
            {
              id: 'pay_1',
              attributes: {
                status: 'paid',
                amount: 250_000,
                currency: 'PHP',
                source: { type: 'card', brand: 'mastercard', country: 'SA', last4: '0008' },
              },
            },
          ],
        },
      },
    };
    const fakeFetch = (async () => new Response(JSON.stringify(answer), { status: 200 })) as typeof fetch;
    const provider = new PaymongoProvider('sk_test_abc', 'whsk_test', fakeFetch);
    expect(await provider.retrieveCheckout('cs_live_1')).toMatchObject({
      state: 'paid',
      method: CARD_ABROAD,
      currency: 'PHP',
      amountCentavos: 250_000,
    });
  });

  it('pays in the sandbox, is recorded on the payment, and the receipts say a peso amount was charged to it', async () => {
    const customer = await testCustomer(db().db);
    const lawyer = await testLawyer(db().db);
    const { meetingId, sessionId, payment } = await paidSandboxMeeting(db().db, customer, lawyer, manilaSlot(4, 10), 30, 'card_abroad');
    expect(payment).toMatchObject({ status: 'PAID', method: CARD_ABROAD, currency: 'PHP' });
    // The sandbox's own books answer the reconciliation job the same way.
    expect(await readSandboxSession(sessionId)).toMatchObject({ state: 'paid', method: CARD_ABROAD, currency: 'PHP' });

    const amount = formatPesoExact(payment.amountCentavos);
    const checkout = await getCheckout(customer.id, { meetingId });
    expect(checkout).toMatchObject({ state: 'paid', method: CARD_ABROAD });

    // The receipt's lines, in English and in Filipino.
    const parties = (await loadMeetingParties(meetingId))!;
    const en = meetingReceiptLines(parties, 'en')!;
    expect(en.find((l) => l.key === 'method')?.value).toBe('Card issued abroad');
    expect(en.find((l) => l.key === 'charged')).toEqual({
      key: 'charged',
      label: 'Charged',
      value: `${amount} in Philippine pesos to a card issued abroad; your bank converts it to your card's currency at its own rate`,
    });
    const fil = meetingReceiptLines(parties, 'fil')!;
    expect(fil.find((l) => l.key === 'charged')).toMatchObject({
      label: 'Siningil',
      value: expect.stringContaining(`${amount} sa piso ng Pilipinas`),
    });

    // The confirmation e-mail and the PDF download say it too.
    const [mail] = await db()
      .db.select()
      .from(t.outboundEmails)
      .where(and(eq(t.outboundEmails.toAddress, customer.email), like(t.outboundEmails.subject, 'Booking confirmed%')));
    expect(mail.textBody).toContain(`Charged: ${amount} in Philippine pesos to a card issued abroad`);
    const res = await receiptRoute(apiRequest(`/api/v1/meeting/${meetingId}/receipt`, { jar: customer.jar }), routeCtx({ id: meetingId }));
    expect(res.status).toBe(200);
    const text = pdfText(new Uint8Array(await res.arrayBuffer()));
    expect(text).toContain('Charged');
    expect(text).toContain(pdfSafe(`${amount} in Philippine pesos to a card issued abroad`));
  });

  it('a card issued in the Philippines pays as before, with no line about a conversion', async () => {
    const customer = await testCustomer(db().db);
    const lawyer = await testLawyer(db().db);
    const { meetingId, payment } = await paidSandboxMeeting(db().db, customer, lawyer, manilaSlot(5, 10), 30, 'card');
    expect(payment.method).toBe('card');
    const lines = meetingReceiptLines((await loadMeetingParties(meetingId))!, 'en')!;
    expect(lines.map((l) => l.key)).not.toContain('charged');
    expect(lines.find((l) => l.key === 'method')?.value).toBe('Card');
  });
});
