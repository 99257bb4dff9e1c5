import { and, asc, desc, eq, like } from 'drizzle-orm';
import { tables as t } from '@/lib/db';
import { useTestDb } from '@/lib/test/db';
import { readPdf } from '@/lib/test/read-pdf';
import { setTestEnv } from '@/lib/test/env';
import {
  LETTER_TERMS,
  lettersAs,
  mailedLetterCode,
  prepareLetterFor,
  signAs,
  textedLetterCode,
  useLetterStorage,
} from '@/lib/test/fixtures/letters';
import { givePhone } from '@/lib/test/fixtures/phones';
import { testCustomer, testLawyer, type TestUser } from '@/lib/test/fixtures/users';
import { TERMS, engagementAt, payInSandbox, routeSandboxWebhooks, workItemsAs } from '@/lib/test/fixtures/work-items';
import { collectPersonalData } from '@/lib/server/privacy/collect-personal-data';
import { eraseAccount } from '@/lib/server/privacy/erase-account';
import { getStorage } from '@/lib/server/platform/storage/storage';
import { drainOutbox } from '@/lib/test/fixtures/outbox';

// Issue 42: a work item becomes a written, e-signed engagement letter with a verifiable PDF. Each
// test builds its own engagement (engagementAt), so any one runs alone.
const db = useTestDb();
useLetterStorage();
let restoreFetch: () => void;
let outsiders: { otherClient: TestUser; otherLawyer: TestUser };

beforeAll(async () => {
  setTestEnv({ SANDBOX_WEBHOOK_SECRET: 'whsk_letters', PLATFORM_FEE_PERCENT: '10' });
  restoreFetch = routeSandboxWebhooks();
  outsiders = { otherClient: await testCustomer(db().db), otherLawyer: await testLawyer(db().db) };
});
afterAll(() => {
  restoreFetch();
  setTestEnv({ SANDBOX_WEBHOOK_SECRET: undefined, PLATFORM_FEE_PERCENT: undefined });
});

const json = async (res: Response) => ({ status: res.status, body: await res.json() });

/** The PDF's pages and its text, line by line (lib/test/read-pdf.ts). */
function pdfText(bytes: Uint8Array): { pages: number; text: string } {
  const { pages, lines } = readPdf(bytes);
  return { pages, text: lines.join('\n') };
}
const bytesOf = async (res: Response) => new Uint8Array(await res.arrayBuffer());

const letterRows = (workItemId: string) =>
  db()
    .db.select()
    .from(t.engagementLetters)
    .where(eq(t.engagementLetters.workItemId, workItemId))
    .orderBy(asc(t.engagementLetters.version));

describe('the engagement letter, both sides sign', () => {
  it('is made from the proposal, signed by the client with a mailed code, countersigned by the lawyer; payment opens only then', async () => {
    const { lawyer, client, id } = await engagementAt(db().db, 'PROPOSAL');
    // No letter yet: the client cannot pay, and the page offers no Accept.
    expect((await json(await workItemsAs(client).get(id))).body.allowed).not.toContain('accept');
    expect(await json(await workItemsAs(client).accept(id, { revision: 1 }))).toMatchObject({
      status: 409,
      body: { key: 'LETTER_NOT_SIGNED' },
    });

    const made = await prepareLetterFor(lawyer, id);
    expect(made.letter).toMatchObject({ version: 1, status: 'AWAITING_CLIENT', work_item_revision: 1, verification_code: null });
    const [row] = await letterRows(id);
    const stored = await getStorage().get(row.pdfKey);
    expect(stored).not.toBeNull();
    expect(row.pdfSha256).toMatch(/^[0-9a-f]{64}$/);
    // The letter holds the lawyer's roll number, every fee line of the work item, the platform fee and "only through Abogado".
    const page = JSON.stringify(made.letter.document);
    const [profile] = await db().db.select().from(t.lawyerProfiles).where(eq(t.lawyerProfiles.userId, lawyer.id));
    for (const words of [profile.rollNumber, 'Drafting the petition', '₱40,000.00', 'Filing and pre-trial', '₱25,000.50', '₱65,000.50'])
      expect(page).toContain(words);
    expect(page).toContain('Platform fee (10%)');
    expect(page).toContain('₱6,500.05');
    expect(page).toContain('Payment only through Abogado');
    const letterText = pdfText(stored!).text;
    for (const words of [profile.rollNumber, 'Drafting the petition', '₱40,000.00', '₱25,000.50', LETTER_TERMS.ptr_number, 'Maria Santos'])
      expect(letterText).toContain(words);
    expect(await mailedTo(client.email, 'Engagement letter to sign')).toHaveLength(1);

    // The lawyer countersigns only after the client: no code for them yet.
    expect(await json(await lettersAs(lawyer).sendCode(id, { version: 1, channel: 'email' }))).toMatchObject({
      status: 409,
      body: { key: 'CLIENT_FIRST' },
    });

    // The client: a code by e-mail, then a name that is not theirs, a wrong code, the right one.
    const sent = await json(await lettersAs(client).sendCode(id, { version: 1, channel: 'email' }));
    expect(sent).toMatchObject({ status: 200, body: { channel: 'email', sent_to: expect.stringMatching(/^c\*\*\*@example\.com$/) } });
    const code = await mailedLetterCode(db().db, client.email);
    const sign = (body: Record<string, unknown>) =>
      lettersAs(client).sign(
        id,
        { version: 1, typed_name: 'Maria Santos', consent: true, code, ...body },
        { 'user-agent': 'Jest Browser/1.0' },
      );
    expect(await json(await sign({ typed_name: 'Someone Else' }))).toMatchObject({ status: 400, body: { key: 'NAME_MISMATCH' } });
    expect(await json(await sign({ consent: false }))).toMatchObject({ status: 400 });
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    expect(await json(await sign({ code: wrong }))).toMatchObject({
      status: 400,
      body: { key: 'CODE_WRONG', message: expect.stringContaining('4 tries left') },
    });
    const signed = await json(await sign({ typed_name: '  maria   SANTOS ' }));
    expect(signed).toMatchObject({
      status: 200,
      body: { letter: { status: 'AWAITING_LAWYER' }, viewer: { my_turn: false, next_signer: 'LAWYER' } },
    });
    // Replayed: the code worked once.
    expect((await sign({})).status).toBe(409);
    const [clientSignature] = await db().db.select().from(t.engagementSignatures).where(eq(t.engagementSignatures.letterId, row.id));
    expect(clientSignature).toMatchObject({
      signerRole: 'CUSTOMER',
      signerId: client.id,
      typedName: '  maria   SANTOS '.trim(),
      ip: '203.0.113.10',
      userAgent: 'Jest Browser/1.0',
      pdfSha256: row.pdfSha256,
      codeChannel: 'email',
    });
    expect(clientSignature.consentText).toContain('I sign it electronically');
    expect(await json(await workItemsAs(client).accept(id, { revision: 1 }))).toMatchObject({
      status: 409,
      body: { key: 'LETTER_NOT_SIGNED' },
    });
    expect(await mailedTo(lawyer.email, 'Maria Santos signed the engagement letter')).toHaveLength(1);

    // The lawyer cannot use the client's (spent) code; with their own it is signed by both.
    expect(
      await json(await lettersAs(lawyer).sign(id, { version: 1, typed_name: LETTER_TERMS.lawyer_name, consent: true, code })),
    ).toMatchObject({ status: 400, body: { key: 'NO_CODE' } });
    const done = await signAs(db().db, lawyer, id);
    expect(done.letter).toMatchObject({ status: 'SIGNED', verification_code: expect.stringMatching(/^EL-/) });
    expect(done.letter.signatures.map((s: { role: string }) => s.role)).toEqual(['CUSTOMER', 'LAWYER']);
    // The signed PDF is made after the commit (the countersignature's event; letter-outbox.test.ts shows the answer does not wait).
    await drainOutbox();

    // The signed PDF: the letter and its certificate, stored with its hash, downloadable by both, mailed to both.
    const [final] = await letterRows(id);
    expect(final.signedPdfSha256).toMatch(/^[0-9a-f]{64}$/);
    const fromClient = await lettersAs(client).pdf(id);
    expect(fromClient.headers.get('content-type')).toBe('application/pdf');
    expect(fromClient.headers.get('content-disposition')).toContain(`engagement-letter-${final.verificationCode}-signed.pdf`);
    const signedPdf = await bytesOf(fromClient);
    expect(Buffer.from(await bytesOf(await lettersAs(lawyer).pdf(id))).equals(Buffer.from(signedPdf))).toBe(true);
    const { createHash } = await import('node:crypto');
    expect(createHash('sha256').update(signedPdf).digest('hex')).toBe(final.signedPdfSha256);
    expect(Buffer.from(signedPdf.subarray(0, 5)).toString()).toBe('%PDF-');
    expect(Buffer.from(signedPdf).toString('latin1')).toContain('pdfaid:part');
    const { text, pages } = pdfText(signedPdf);
    for (const words of [
      profile.rollNumber,
      'Drafting the petition',
      '₱40,000.00',
      'Filing and pre-trial',
      '₱25,000.50',
      'Signature certificate',
      'Maria Santos',
      `Atty. ${LETTER_TERMS.lawyer_name}`,
      final.pdfSha256,
      final.verificationCode,
      '(Philippine time)',
      '203.0.113.10',
    ])
      expect(text).toContain(words);
    expect(pages).toBeGreaterThanOrEqual(3);
    for (const email of [client.email, lawyer.email]) {
      const [mail] = await mailedTo(email, 'Signed engagement letter');
      expect(mail.attachments?.[0]).toMatchObject({
        filename: `engagement-letter-${final.verificationCode}.pdf`,
        contentType: 'application/pdf',
      });
      expect(Buffer.from(mail.attachments![0].content, 'base64').equals(Buffer.from(signedPdf))).toBe(true);
    }

    // The record: the timeline and the audit log.
    const timeline = (await json(await workItemsAs(client).get(id))).body.timeline.map((e: { kind: string }) => e.kind);
    expect(timeline).toEqual(expect.arrayContaining(['letter-prepared', 'letter-signed', 'letter-countersigned']));
    const audit = await db().db.select().from(t.auditLog).where(eq(t.auditLog.targetId, final.id));
    expect(audit.map((a) => a.action).sort()).toEqual(['engagement_letter.prepare', 'engagement_letter.sign', 'engagement_letter.sign']);

    // Now the client may accept and pay.
    expect((await json(await workItemsAs(client).get(id))).body.allowed).toContain('accept');
    const accepted = await json(await workItemsAs(client).accept(id, { revision: 1 }));
    expect(accepted.status).toBe(200);
    await payInSandbox(client, accepted.body.checkout_url);
    expect((await json(await workItemsAs(client).get(id))).body.status).toBe('PAID');
  });

  it('a changed fee line after the client signed voids the signature; the client reads why, signs the new version; the old stays readable', async () => {
    const { lawyer, client, id } = await engagementAt(db().db, 'PROPOSAL');
    await prepareLetterFor(lawyer, id);
    await signAs(db().db, client, id);
    const revised = await json(
      await workItemsAs(lawyer).update(id, {
        terms: { ...TERMS, fee_breakdown: [{ label: 'All-in fee', amount: 5_000_000 }], included_meetings: { count: 1, duration: 30 } },
      }),
    );
    expect(revised.body.revision).toBe(2);
    const seen = (await json(await lettersAs(client).get(id))).body;
    expect(seen.letter).toMatchObject({ version: 1, status: 'VOID', void_reason: 'TERMS_CHANGED' });
    expect(seen.letter.signatures).toHaveLength(1);
    expect(seen.viewer).toMatchObject({ my_turn: false, next_signer: null });
    expect(revised.body.timeline.at(-1)).toMatchObject({ kind: 'letter-voided', note: '1|TERMS_CHANGED', revision: 2 });
    expect(await json(await workItemsAs(client).accept(id, { revision: 2 }))).toMatchObject({
      status: 409,
      body: { key: 'LETTER_NOT_SIGNED' },
    });
    // A letter from the terms read before is refused; the new one states the new fee line.
    expect(await json(await lettersAs(lawyer).prepare(id, { ...LETTER_TERMS, work_item_revision: 1 }))).toMatchObject({
      status: 409,
      body: { key: 'STALE_TERMS' },
    });
    const second = await prepareLetterFor(lawyer, id);
    expect(second.letter).toMatchObject({ version: 2, work_item_revision: 2, status: 'AWAITING_CLIENT' });
    expect(JSON.stringify(second.letter.document)).toContain('All-in fee');
    expect(JSON.stringify(second.letter.document)).not.toContain('Drafting the petition');
    await signAs(db().db, client, id);
    const done = await signAs(db().db, lawyer, id);
    expect(done.versions.map((v: { version: number; status: string }) => [v.version, v.status])).toEqual([
      [1, 'VOID'],
      [2, 'SIGNED'],
    ]);
    // Version 1 is still readable, page and PDF, as it was signed by the client.
    const old = (await json(await lettersAs(client).get(id, '?version=1'))).body.letter;
    expect(JSON.stringify(old.document)).toContain('Drafting the petition');
    const oldPdf = await lettersAs(client).pdf(id, '?version=1');
    expect(oldPdf.status).toBe(200);
    expect(pdfText(await bytesOf(oldPdf)).text).toContain('Drafting the petition');
    expect((await lettersAs(client).get(id, '?version=9')).status).toBe(404);
    expect((await json(await workItemsAs(client).accept(id, { revision: 2 }))).status).toBe(200);
  });

  it('changing the letter itself after a signature makes a new version both sign again', async () => {
    const { lawyer, client, id } = await engagementAt(db().db, 'PROPOSAL');
    await prepareLetterFor(lawyer, id);
    await signAs(db().db, client, id);
    const changed = await prepareLetterFor(lawyer, id, { success_fee: '10% of any amount recovered.' });
    expect(changed.versions.map((v: { status: string; void_reason: string | null }) => [v.status, v.void_reason])).toEqual([
      ['VOID', 'EDITED'],
      ['AWAITING_CLIENT', null],
    ]);
    expect(JSON.stringify(changed.letter.document)).toContain('10% of any amount recovered.');
    // The client's code for version 1 cannot sign version 2.
    expect((await json(await lettersAs(client).sendCode(id, { version: 1 }))).body.key).toBe('STALE_LETTER');
  });
});

describe('"signed" only under a party who signed (issue 57)', () => {
  const SIGNED = 'Signed electronically – see the signature certificate';
  const count = (text: string, words: string) => text.split(words).length - 1;
  /** The signature lines of the page's letter, by party. */
  const signatureLines = (state: { letter: { document: { kind: string; parties?: { role: string; details: string[] }[] }[] } }) =>
    Object.fromEntries(state.letter.document.find((b) => b.kind === 'signatures')!.parties!.map((p) => [p.role, p.details.at(-1)]));

  it('the PDF both sign says it of neither; the page says it under the client once she signed; the signed PDF under both', async () => {
    const { lawyer, client, id } = await engagementAt(db().db, 'PROPOSAL');
    const made = await prepareLetterFor(lawyer, id);
    const [row] = await letterRows(id);
    const unsigned = pdfText((await getStorage().get(row.pdfKey))!).text;
    expect(count(unsigned, 'Signed electronically')).toBe(0);
    expect(count(unsigned, 'Signs electronically on Abogado')).toBe(2);
    expect(signatureLines(made)).toEqual({ CUSTOMER: 'Signs electronically on Abogado', LAWYER: 'Signs electronically on Abogado' });

    const clientSigned = await signAs(db().db, client, id);
    expect(signatureLines(clientSigned)).toEqual({ CUSTOMER: SIGNED, LAWYER: 'Signs electronically on Abogado' });
    // The PDF the client signed is unchanged: its bytes are what the signatures name.
    expect(
      Buffer.from((await bytesOf(await lettersAs(client).pdf(id))) as Uint8Array).equals(
        Buffer.from((await getStorage().get(row.pdfKey))!),
      ),
    ).toBe(true);

    expect(signatureLines(await signAs(db().db, lawyer, id))).toEqual({ CUSTOMER: SIGNED, LAWYER: SIGNED });
    const signed = pdfText(await bytesOf(await lettersAs(client).pdf(id))).text;
    expect(count(signed, 'Signed electronically')).toBe(2);
    expect(count(signed, 'Signs electronically on')).toBe(0);
  });

  it('in Filipino too', async () => {
    const { lawyer, id, client } = await engagementAt(db().db, 'PROPOSAL');
    await db().db.update(t.users).set({ language: 'fil' }).where(eq(t.users.id, client.id));
    await prepareLetterFor(lawyer, id);
    const [row] = await letterRows(id);
    const unsigned = pdfText((await getStorage().get(row.pdfKey))!).text;
    expect(unsigned).not.toContain('Pinirmahan nang electronic');
    expect(count(unsigned, 'Pipirma nang electronic sa Abogado')).toBe(2);
  });
});

describe('in each reader’s language', () => {
  it('writes the letter and its PDF in the client’s language (Filipino here), and each e-mail in its recipient’s', async () => {
    const { lawyer, client, id } = await engagementAt(db().db, 'PROPOSAL');
    await db().db.update(t.users).set({ language: 'fil' }).where(eq(t.users.id, client.id));
    const made = await prepareLetterFor(lawyer, id);
    expect(made.letter.locale).toBe('fil');
    const page = JSON.stringify(made.letter.document);
    expect(page).toContain('Sa Abogado lang magbabayad');
    expect(page).toContain('engagement letter (sulat-kasunduan sa serbisyo ng abogado)');
    const [row] = await letterRows(id);
    expect(pdfText((await getStorage().get(row.pdfKey))!).text).toContain('Kabuuang bayad');
    expect(await mailedTo(client.email, 'Engagement letter na pipirmahan')).toHaveLength(1);
    await signAs(db().db, client, id);
    expect(await mailedTo(lawyer.email, 'Maria Santos signed the engagement letter')).toHaveLength(1);
    await signAs(db().db, lawyer, id);
    expect(await mailedTo(client.email, 'Pirmadong engagement letter')).toHaveLength(1);
    expect(await mailedTo(lawyer.email, 'Signed engagement letter')).toHaveLength(1);
  });
});

describe('verifying a signed letter', () => {
  it('says valid for the signed PDF, not this letter for one byte changed, and nothing for an unknown code', async () => {
    const { lawyer, client, id } = await engagementAt(db().db, 'PROPOSAL');
    await prepareLetterFor(lawyer, id);
    await signAs(db().db, client, id);
    await signAs(db().db, lawyer, id);
    const [letter] = await letterRows(id);
    const pdf = await bytesOf(await lettersAs(client).pdf(id));
    const visitor = lettersAs();
    const [profile] = await db().db.select().from(t.lawyerProfiles).where(eq(t.lawyerProfiles.userId, lawyer.id));

    const byCode = await json(await visitor.verifyCode(letter.verificationCode.toLowerCase().replace(/-/g, ' ')));
    expect(byCode).toEqual({
      status: 200,
      body: {
        result: 'valid',
        letter: {
          code: letter.verificationCode,
          lawyer_name: profile.displayName,
          letter_date: letter.createdAt.toISOString().slice(0, 10),
          signed_at: letter.completedAt!.toISOString(),
          version: 1,
        },
      },
    });
    // Nothing of the client: not their name, not their e-mail.
    expect(JSON.stringify(byCode.body)).not.toMatch(/Maria|Santos|client-/);
    expect(await json(await visitor.verifyCode('EL-2222-3333-4444'))).toMatchObject({ status: 404 });
    expect((await visitor.verifyCode('not-a-code')).status).toBe(400);

    expect((await json(await visitor.verifyFile(pdf))).body).toMatchObject({ result: 'valid', letter: { code: letter.verificationCode } });
    expect((await json(await visitor.verifyFile(pdf, letter.verificationCode))).body.result).toBe('valid');
    const changed = Uint8Array.from(pdf);
    const at = changed.length - 200;
    changed[at] = changed[at] === 0x41 ? 0x42 : 0x41;
    expect((await json(await visitor.verifyFile(changed))).body).toMatchObject({
      result: 'mismatch',
      letter: { code: letter.verificationCode },
    });
    expect((await json(await visitor.verifyFile(changed, letter.verificationCode))).body.result).toBe('mismatch');
    expect((await json(await visitor.verifyFile(changed, 'EL-2222-3333-4444'))).status).toBe(404);
    // The letter as both signed it (without the certificate) is theirs too.
    const asSigned = await bytesOf(await lettersAs(client).pdf(id, '?kind=letter'));
    expect((await json(await visitor.verifyFile(asSigned))).body.result).toBe('valid');
    // Not a PDF, or a PDF of nothing we know.
    expect(await json(await visitor.verifyFile(new TextEncoder().encode('MZ\u0090 not a pdf')))).toMatchObject({
      status: 415,
      body: { key: 'NOT_PDF' },
    });
    expect((await json(await visitor.verifyFile(new TextEncoder().encode('%PDF-1.4\n%%EOF\n')))).body).toEqual({
      result: 'unknown',
      letter: null,
    });
    // A letter not yet signed by both has no verification.
    const other = await engagementAt(db().db, 'PROPOSAL');
    await prepareLetterFor(other.lawyer, other.id);
    const [unsigned] = await letterRows(other.id);
    expect((await visitor.verifyCode(unsigned.verificationCode)).status).toBe(404);
  });
});

describe('the letter is private to its two parties', () => {
  it('another client, another lawyer and a visitor get 401/403/404 on the letter, its PDF and its signing calls, and change nothing', async () => {
    const { lawyer, client, id } = await engagementAt(db().db, 'PROPOSAL');
    await prepareLetterFor(lawyer, id);
    const before = await counts(id);
    for (const [who, as] of [
      ['other client', lettersAs(outsiders.otherClient)],
      ['other lawyer', lettersAs(outsiders.otherLawyer)],
      ['visitor', lettersAs()],
    ] as const) {
      const attempts: [string, Promise<Response>][] = [
        ['get', as.get(id)],
        ['old version', as.get(id, '?version=1')],
        ['pdf', as.pdf(id)],
        ['prepare', as.prepare(id, { ...LETTER_TERMS, work_item_revision: 1 })],
        ['code', as.sendCode(id, { version: 1, channel: 'email' })],
        ['sign', as.sign(id, { version: 1, typed_name: 'Maria Santos', consent: true, code: '123456' })],
      ];
      for (const [what, attempt] of attempts) {
        const res = await attempt;
        expect([who, what, res.status]).toEqual([who, what, who === 'visitor' ? 401 : 404]);
        expect(await res.text()).not.toContain('Drafting the petition');
      }
    }
    // The client cannot make the lawyer's letter.
    expect(await json(await lettersAs(client).prepare(id, { ...LETTER_TERMS, work_item_revision: 1 }))).toMatchObject({
      status: 403,
      body: { key: 'NOT_LAWYER' },
    });
    expect(await counts(id)).toEqual(before);
  });

  it('a code is bound to its signer: the other party cannot use it, and spent or wrong five times it is gone', async () => {
    const { lawyer, client, id } = await engagementAt(db().db, 'PROPOSAL');
    await prepareLetterFor(lawyer, id);
    await lettersAs(client).sendCode(id, { version: 1, channel: 'email' });
    const code = await mailedLetterCode(db().db, client.email);
    // Before the client signs, the lawyer may not sign at all.
    expect(
      (await json(await lettersAs(lawyer).sign(id, { version: 1, typed_name: LETTER_TERMS.lawyer_name, consent: true, code }))).body.key,
    ).toBe('CLIENT_FIRST');
    const wrong = String((Number(code) + 7) % 1_000_000).padStart(6, '0');
    const tries = [];
    for (let i = 0; i < 5; i++)
      tries.push(
        (await json(await lettersAs(client).sign(id, { version: 1, typed_name: 'Maria Santos', consent: true, code: wrong }))).body.key,
      );
    expect(tries).toEqual(['CODE_WRONG', 'CODE_WRONG', 'CODE_WRONG', 'CODE_WRONG', 'CODE_LOCKED']);
    // The right code is void with it.
    expect((await json(await lettersAs(client).sign(id, { version: 1, typed_name: 'Maria Santos', consent: true, code }))).body.key).toBe(
      'NO_CODE',
    );
    const [letter] = await letterRows(id);
    expect(letter.status).toBe('AWAITING_CLIENT');
  });

  it('sends the code by text to a verified mobile number', async () => {
    const { lawyer, client, id } = await engagementAt(db().db, 'PROPOSAL');
    const phone = await givePhone(db().db, client.id);
    await prepareLetterFor(lawyer, id);
    const state = (await json(await lettersAs(client).get(id))).body;
    expect(state.viewer.channels).toEqual(['sms', 'email']);
    const sent = await json(await lettersAs(client).sendCode(id, { version: 1 }));
    expect(sent.body).toMatchObject({ channel: 'sms', sent_to: `${phone.slice(0, 3)} ${phone.slice(3, 6)} *** ${phone.slice(-4)}` });
    expect((await json(await lettersAs(client).get(id))).body.viewer.code).toMatchObject({ channel: 'sms' });
    const code = await textedLetterCode(db().db, phone);
    const signed = await json(await lettersAs(client).sign(id, { version: 1, typed_name: 'Maria Santos', consent: true, code }));
    expect(signed.body.letter.status).toBe('AWAITING_LAWYER');
    // The lawyer has no verified number: a text is refused, e-mail is the way.
    expect((await json(await lettersAs(lawyer).get(id))).body.viewer.channels).toEqual(['email']);
    expect((await json(await lettersAs(lawyer).sendCode(id, { version: 1, channel: 'sms' }))).body.key).toBe('NO_PHONE');
  });
});

describe('the record outlives the account as the law allows', () => {
  it('is in both parties’ data export; an erasure keeps the letter in force and de-identifies the void one', async () => {
    const { lawyer, client, id } = await engagementAt(db().db, 'PROPOSAL');
    await prepareLetterFor(lawyer, id);
    await signAs(db().db, client, id);
    // Version 1 replaced after the client's signature (void), version 2 signed by both (in force).
    await prepareLetterFor(lawyer, id, { other_terms: 'Meetings by video only.' });
    await signAs(db().db, client, id);
    await signAs(db().db, lawyer, id);
    await drainOutbox();
    const exported = await collectPersonalData(db().db, client.id);
    expect((exported.engagement_letters as { version: number }[]).map((l) => l.version)).toEqual([1, 2]);
    const signatures = exported.engagement_signatures as { mine: boolean; ip: string | null; signer_role: string }[];
    expect(signatures.filter((s) => s.mine)).toHaveLength(2);
    expect(signatures.filter((s) => !s.mine).every((s) => s.ip === null)).toBe(true);
    expect((await collectPersonalData(db().db, lawyer.id)).engagement_letters).toHaveLength(2);

    const [v1, v2] = await letterRows(id);
    const erased = await db().db.transaction((tx) => eraseAccount(tx, client.id));
    expect(erased.storageKeys).toContain(v1.pdfKey);
    expect(erased.storageKeys).not.toContain(v2.pdfKey);
    const [after1, after2] = await letterRows(id);
    expect(after1).toMatchObject({ pdfKey: '', parties: { clientName: 'Former client' } });
    expect(after2).toMatchObject({ pdfKey: v2.pdfKey, signedPdfKey: v2.signedPdfKey, parties: { clientName: 'Maria Santos' } });
    const kept = await db().db.select().from(t.engagementSignatures).where(eq(t.engagementSignatures.letterId, v2.id));
    expect(kept.find((s) => s.signerRole === 'CUSTOMER')).toMatchObject({ ip: '203.0.113.10', typedName: 'Maria Santos' });
    const [gone] = await db().db.select().from(t.engagementSignatures).where(eq(t.engagementSignatures.letterId, v1.id));
    expect(gone).toMatchObject({ typedName: 'Former client', ip: null, userAgent: null, codeSentTo: null });
    expect((await lettersAs(lawyer).pdf(id, '?version=1')).status).toBe(404);
    expect((await lettersAs(lawyer).pdf(id, '?version=2')).status).toBe(200);
  });
});

/** The mails to `email` with this subject, once the outbox has handled what the calls so far committed. */
async function mailedTo(email: string, subject: string) {
  await drainOutbox();
  return db()
    .db.select()
    .from(t.outboundEmails)
    .where(and(eq(t.outboundEmails.toAddress, email.toLowerCase()), like(t.outboundEmails.subject, `${subject}%`)))
    .orderBy(desc(t.outboundEmails.createdAt));
}

async function counts(workItemId: string) {
  const letters = await letterRows(workItemId);
  const signatures = await db().db.select().from(t.engagementSignatures);
  const codes = await db().db.select().from(t.engagementSigningCodes);
  const events = await db().db.select().from(t.workItemEvents).where(eq(t.workItemEvents.workItemId, workItemId));
  return { letters: letters.map((l) => [l.version, l.status]), signatures: signatures.length, codes: codes.length, events: events.length };
}
