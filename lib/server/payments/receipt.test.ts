import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { and, eq, like, sql } from 'drizzle-orm';
import { GET as paymentsRoute } from '@/app/api/v1/admin/payments/route';
import { GET as receiptRoute } from '@/app/api/v1/meeting/[id]/receipt/route';
import { GET as meetingRoute } from '@/app/api/v1/meeting/[id]/route';
import { tables as t } from '@/lib/db';
import { queryRows } from '@/lib/db/client';
import type { AdminPage, AdminPayment } from '@/lib/dto/admin';
import type { MeetingDetailDto } from '@/lib/dto/meeting';
import { PAYMENT_REFERENCE_ALPHABET, PAYMENT_REFERENCE_PATTERN, parsePaymentReference } from '@/lib/format/payment-reference';
import { useTestDb } from '@/lib/test/db';
import { issueWords } from '@/lib/test/issue-words';
import { setTestEnv } from '@/lib/test/env';
import { apiRequest, routeCtx } from '@/lib/test/fixtures/http';
import { manilaSlot } from '@/lib/test/fixtures/meetings';
import { interceptSandboxWebhooks, paidSandboxMeeting } from '@/lib/test/fixtures/payments';
import { type TestUser, testAdmin, testCustomer, testLawyer } from '@/lib/test/fixtures/users';
import { adminPaymentsQuerySchema } from '@/lib/validation/admin';
import { formatPesoExact } from '@/lib/format/money';
import { getCheckout } from './get-checkout';
import { pdfSafe } from './receipt-pdf';

// Receipts people can read: one short reference, the same on the checkout, the meeting page, the
// e-mails, the PDF and the admin console; the PDF is a real one (read back with pdfjs-dist) holding
// the receipt's lines.
const db = useTestDb();
let hooks: ReturnType<typeof interceptSandboxWebhooks>;
beforeAll(() => {
  setTestEnv({ SANDBOX_WEBHOOK_SECRET: 'whsk_sandbox_receipts_jest', PLATFORM_FEE_PERCENT: '10' });
  hooks = interceptSandboxWebhooks();
});
afterAll(() => {
  hooks.restore();
  setTestEnv({ SANDBOX_WEBHOOK_SECRET: undefined, PLATFORM_FEE_PERCENT: undefined });
});

/** The PDF's text as Mozilla's reader sees it (lib/test/pdf-text.mjs, in its own Node process: pdfjs-dist is ESM-only). */
function readPdf(bytes: Uint8Array): { pages: number; title: string | null; text: string } {
  const run = spawnSync(process.execPath, [path.join(process.cwd(), 'lib/test/pdf-text.mjs')], {
    input: bytes,
    encoding: 'utf8',
    env: { ...process.env, NODE_OPTIONS: '' },
  });
  if (run.status !== 0) throw new Error(`pdf-text failed: ${run.stderr}`);
  const parsed = JSON.parse(run.stdout) as { pages: number; title: string | null; lines: string[] };
  return { pages: parsed.pages, title: parsed.title, text: parsed.lines.join('\n') };
}

const mailTo = async (email: string, subject: string) =>
  (
    await db()
      .db.select()
      .from(t.outboundEmails)
      .where(and(eq(t.outboundEmails.toAddress, email), like(t.outboundEmails.subject, subject)))
  )[0];
const receipt = (user: TestUser, id: string) =>
  receiptRoute(apiRequest(`/api/v1/meeting/${id}/receipt`, { jar: user.jar }), routeCtx({ id }));
const meetingAs = async (user: TestUser, id: string) =>
  (await (await meetingRoute(apiRequest(`/api/v1/meeting/${id}`, { jar: user.jar }), routeCtx({ id }))).json()) as MeetingDetailDto;

describe('the payment reference', () => {
  it('is drawn by the database: ABG-XXXX-XXXX from 32 characters without 0, O, 1 or I', async () => {
    const codes = (await queryRows<{ r: string }>(db().db, sql`SELECT payment_reference() AS r FROM generate_series(1, 400)`)).map(
      (row) => row.r,
    );
    for (const code of codes) expect(code).toMatch(PAYMENT_REFERENCE_PATTERN);
    expect(new Set(codes).size).toBe(codes.length);
    // Every character of the alphabet turns up (3,200 draws of 32), and none outside it.
    const seen = new Set(codes.join('').replace(/^ABG|-|ABG/g, ''));
    expect([...PAYMENT_REFERENCE_ALPHABET].filter((c) => !seen.has(c))).toEqual([]);
    expect(PAYMENT_REFERENCE_ALPHABET).not.toMatch(/[01IO]/);
  });

  it('is read back as typed or spoken, and anything else is refused', () => {
    expect(parsePaymentReference(' abg 7k3q-9m2x ')).toBe('ABG-7K3Q-9M2X');
    expect(parsePaymentReference('ABG-0K3Q-9M2X')).toBeNull();
    expect(parsePaymentReference('ABG-7K3Q-9M2')).toBeNull();
    expect(adminPaymentsQuerySchema.parse({ reference: 'abg7k3q9m2x' }).reference).toBe('ABG-7K3Q-9M2X');
    expect(adminPaymentsQuerySchema.parse({ reference: '' }).reference).toBeUndefined();
    expect(issueWords(adminPaymentsQuerySchema.safeParse({ reference: 'not-one' }).error!.issues[0].message, 'en')).toBe(
      'Not a payment reference (ABG-XXXX-XXXX).',
    );
  });
});

describe('a paid consultation’s receipt', () => {
  it('carries one short reference on the checkout, the meeting page, both e-mails, the PDF and the admin console', async () => {
    const customer = await testCustomer(db().db); // Maria Santos
    const lawyer = await testLawyer(db().db, { name: 'Ana Reyes' });
    const other = await testCustomer(db().db);
    const admin = await testAdmin(db().db);
    const { meetingId, payment } = await paidSandboxMeeting(db().db, customer, lawyer, manilaSlot(4, 10));
    const ref = payment.reference;
    expect(ref).toMatch(PAYMENT_REFERENCE_PATTERN);

    // The checkout page's facts, and the meeting page's for each party.
    const checkout = await getCheckout(customer.id, { meetingId });
    expect(checkout).toMatchObject({ state: 'paid', reference: ref, receipt_url: `/api/v1/meeting/${meetingId}/receipt` });
    expect(checkout.fee_note).toBe(
      'No fees added: you pay the lawyer’s price. Abogado keeps 10% of it as its platform fee, from the lawyer’s share.',
    );
    expect((await meetingAs(customer, meetingId)).payment).toMatchObject({
      reference: ref,
      receipt_url: `/api/v1/meeting/${meetingId}/receipt`,
    });
    expect((await meetingAs(lawyer, meetingId)).payment).toMatchObject({ reference: ref, receipt_url: null });

    // The client's confirmation: the receipt in the text and as a PDF; the lawyer's names the payment only.
    const toClient = await mailTo(customer.email, 'Booking confirmed%');
    expect(toClient.textBody).toContain(`Reference number: ${ref}`);
    expect(toClient.textBody).toContain('Fees: No fees added');
    const attached = toClient.attachments!.find((a) => a.contentType === 'application/pdf')!;
    expect(attached.filename).toBe(`receipt-${ref}.pdf`);
    const toLawyer = await mailTo(lawyer.email, 'Booking confirmed%');
    expect(toLawyer.textBody).toContain(`Payment reference: ${ref}`);
    expect(toLawyer.textBody).not.toContain('Fees:');
    expect(toLawyer.attachments!.map((a) => a.contentType)).not.toContain('application/pdf');

    // The download: a PDF for the payer; the lawyer and a stranger get the 404 of a receipt that does not exist.
    const res = await receipt(customer, meetingId);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="receipt-${ref}.pdf"`);
    const downloaded = new Uint8Array(await res.arrayBuffer());
    expect(Buffer.from(downloaded.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    for (const stranger of [lawyer, other]) {
      const refused = await receipt(stranger, meetingId);
      expect(refused.status).toBe(404);
      expect(await refused.json()).toMatchObject({ key: expect.stringMatching(/NOT_FOUND/) });
    }

    // The PDF opens in a real reader and holds the lines, the same in the download and the e-mail.
    for (const bytes of [downloaded, new Uint8Array(Buffer.from(attached.content, 'base64'))]) {
      const pdf = readPdf(bytes);
      expect(pdf.pages).toBe(1);
      expect(pdf.title).toBe(`Abogado receipt ${ref}`);
      for (const part of [
        'Receipt',
        'Billed to: Maria Santos',
        'Reference number',
        ref,
        '30-minute video consultation',
        'Atty. Ana Reyes',
        pdfSafe(formatPesoExact(payment.amountCentavos)),
        'GCash',
        'No fees added',
      ]) {
        expect(pdf.text).toContain(part);
      }
    }

    // Support finds it by the reference the client reads out, however it is typed.
    const found = await paymentsRoute(
      apiRequest(`/api/v1/admin/payments?reference=${encodeURIComponent(ref.toLowerCase().replace(/-/g, ' '))}`, { jar: admin.jar }),
      routeCtx(),
    );
    const page = (await found.json()) as AdminPage<AdminPayment>;
    expect(page.results.map((p) => [p._id, p.reference])).toEqual([[payment.id, ref]]);
    const bad = await paymentsRoute(apiRequest('/api/v1/admin/payments?reference=ABG-0000-0000', { jar: admin.jar }), routeCtx());
    expect(bad.status).toBe(400);
  });
});
