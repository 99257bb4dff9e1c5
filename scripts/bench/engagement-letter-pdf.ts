// npx tsx --conditions=react-server scripts/bench/engagement-letter-pdf.ts [--runs=20]
// Issue 42: the time to make the PDF of a two-page engagement letter (and of the signed one, with its
// certificate page), beside the receipt's, in this process (pdfkit; no database, no storage). Each is
// made once to warm up (the embedded fonts are read once), then RUNS times; prints p50 and p95 in ms
// and the pages and bytes of each. No test asserts a duration (decision 0007): this prints figures.
import { receiptLines } from '@/lib/format/receipt';
import { receiptWords, feeNoteIn } from '@/lib/server/messaging/mail/mail-text';
import { receiptPdf } from '@/lib/server/payments/receipt-pdf';
import { composeLetter, type LetterContent } from '@/lib/server/work-items/letters/compose-letter';
import { letterPdf, signedLetterPdf } from '@/lib/server/work-items/letters/letter-pdf';
import { percentile } from './booking-db';

const RUNS = Number(process.argv.find((a) => a.startsWith('--runs='))?.split('=')[1] ?? 20);

const content: LetterContent = {
  locale: 'en',
  version: 1,
  workItemRevision: 1,
  createdAt: new Date('2026-03-18T03:00:00Z'),
  terms: {
    work_item_revision: 1,
    lawyer_name: 'Maria Clara Reyes',
    ibp_chapter: 'Makati City',
    ibp_number: 'IBP-2026-004512',
    ptr_number: 'PTR-MKT-5128834',
    exclusions: 'Appeals, enforcement of the decision, and any other case, unless both agree in writing. '.repeat(3).trim(),
    appearance_fees: 'PHP 3,500.00 per hearing after the pre-trial, billed through Abogado as an additional service.',
    success_fee: 'None.',
    out_of_pocket:
      'Filing fees, notarial fees, transport and copying costs are paid by the Client through Abogado, at cost, with receipts.',
    termination:
      'Either party may end this engagement by written notice on Abogado. If it ends before the work is done, the Lawyer refunds through Abogado the part of the fee not yet earned. '.repeat(
        2,
      ),
    other_terms: 'Meetings are by video on Abogado unless agreed otherwise. Documents are shared on the engagement page. '.repeat(4).trim(),
  },
  money: {
    lines: [
      { label: 'Acceptance fee: review of the records and case study', amount: 4_000_000 },
      { label: 'Drafting and filing the petition', amount: 2_500_050 },
      { label: 'Pre-trial brief and representation at the pre-trial', amount: 1_500_000 },
    ],
    total: 8_000_050,
    platformFee: 800_005,
    platformFeePercent: 10,
  },
  parties: { rollNumber: '61234', clientName: 'Juan dela Cruz' },
  matter: {
    title: 'Petition for declaration of nullity of marriage',
    scope:
      'Study the records, prepare and file a petition for declaration of nullity of marriage before the Regional Trial Court, and represent the Client up to the pre-trial. '.repeat(
        2,
      ),
    deliverables: 'Petition, judicial affidavits of the Client and one witness, pre-trial brief, representation at the pre-trial.',
    paymentTerms: 'Full fee on acceptance, paid through Abogado.',
    estimatedTimeline: '6 to 8 weeks to filing',
  },
};

const certificate = {
  document: 'Engagement Letter – Petition for declaration of nullity of marriage',
  version: 1,
  code: 'EL-DEMQ-LETR-2K26',
  letterSha256: 'a'.repeat(64),
  verifyUrl: 'https://abogado.example/verify-letter/EL-DEMQ-LETR-2K26',
  signers: ['Client', 'Lawyer'].map((caption) => ({
    caption,
    name: caption === 'Client' ? 'Juan dela Cruz' : 'Atty. Maria Clara Reyes',
    typedName: caption === 'Client' ? 'Juan dela Cruz' : 'Maria Clara Reyes',
    signedAt: 'March 18, 2026 at 12:10 PM (Philippine time)',
    sentTo: 'j***@example.com',
    ip: '203.0.113.42',
    device: 'Mozilla/5.0 (Linux; Android 14; SM-A155F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36',
    intent: 'I have read this engagement letter (version 1) and I sign it electronically.',
  })),
};

const lines = receiptLines(
  {
    reference: 'ABG-7K3Q-9M2X',
    item: '30-minute video consultation',
    lawyerName: 'Maria Clara Reyes',
    startAt: new Date('2026-03-20T02:00:00Z'),
    amountCentavos: 110_000,
    method: 'gcash',
    paidAt: new Date('2026-03-18T03:00:00Z'),
    feeNote: feeNoteIn('en'),
  },
  receiptWords('en'),
);

async function time(name: string, make: () => Promise<Buffer>) {
  const first = await make();
  const ms: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await make();
    ms.push(performance.now() - start);
  }
  ms.sort((a, b) => a - b);
  const pages = (first.toString('latin1').match(/\/Type\s*\/Page\b/g) ?? []).length;
  console.log(
    `${name.padEnd(30)} p50 ${percentile(ms, 50).toFixed(1).padStart(6)} ms  p95 ${percentile(ms, 95).toFixed(1).padStart(6)} ms  ${pages} page(s), ${first.byteLength} bytes`,
  );
}

async function main() {
  const blocks = composeLetter(content);
  console.log(`PDF generation, ${RUNS} runs each after one warm-up (Node ${process.version})`);
  await time('receipt', () => receiptPdf(lines, { name: 'Juan dela Cruz', email: 'customer@example.com' }, 'en'));
  await time('engagement letter', () =>
    letterPdf(blocks, { locale: 'en', title: content.matter.title, version: 1, createdAt: content.createdAt }),
  );
  await time('signed letter (+ certificate)', () =>
    signedLetterPdf(
      blocks,
      {
        locale: 'en',
        title: content.matter.title,
        version: 1,
        createdAt: content.createdAt,
        completedAt: new Date('2026-03-18T05:30:00Z'),
        code: certificate.code,
      },
      certificate,
    ),
  );
}

void main();
