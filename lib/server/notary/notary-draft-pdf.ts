import 'server-only';
import PDFDocument from 'pdfkit';
import { APP_NAME } from '@/lib/config/app';
import { formatLongDate, formatLongInZone } from '@/lib/format/date-time';
import type { Locale } from '@/lib/i18n/paths';
import type { NotaryDraft } from '@/lib/validation/notary-draft';
import { emailText } from '@/lib/server/messaging/mail/mail-text';
import { pdfSafe } from '@/lib/server/payments/receipt-pdf';

type DraftContext = { notary: string; start: Date; zone: string };

/**
 * The words of a prepared draft (issue 43) in the client's language: its title, a note that it is a
 * draft to bring unsigned, the body from what the client filled in, and the blocks the signatures and
 * the notary complete at the office. The PDF prints exactly these.
 */
export function notaryDraftText(
  draft: NotaryDraft,
  at: DraftContext,
  locale: Locale,
): { title: string; note: string; prepared: string; body: string[]; signatures: string[]; notary: string } {
  const t = emailText(locale);
  const who = { name: draft.full_name, status: draft.citizenship_status, address: draft.address };
  const common = {
    note: t('notaryDraft.draftNote'),
    prepared: t('notaryDraft.preparedFor', { app: APP_NAME, notary: at.notary, when: formatLongInZone(at.start, at.zone, locale) }),
  };
  if (draft.service === 'affidavit-of-loss') {
    return {
      ...common,
      title: t('notaryDraft.lossTitle'),
      body: [
        t('notaryDraft.lossIntro', who),
        t('notaryDraft.lossOwner', { item: draft.item }),
        t('notaryDraft.lossWhen', {
          date: formatLongDate(draft.lost_on, locale),
          place: draft.lost_where,
          circumstances: draft.circumstances,
        }),
        t('notaryDraft.lossSearch'),
        t('notaryDraft.lossPurpose', { purpose: draft.purpose }),
      ],
      signatures: [`${draft.full_name} — ${t('notaryDraft.affiant')}`],
      notary: t('notaryDraft.jurat'),
    };
  }
  return {
    ...common,
    title: t('notaryDraft.spaTitle'),
    body: [
      t('notaryDraft.spaOpening'),
      t('notaryDraft.spaIntro', { ...who, agent: draft.agent_name, agentAddress: draft.agent_address }),
      draft.powers,
      t('notaryDraft.spaGrant'),
    ],
    signatures: [
      `${draft.full_name} — ${t('notaryDraft.principal')}`,
      `${draft.agent_name} — ${t('notaryDraft.agent')}`,
      `${t('notaryDraft.witnesses')} ____________________   ____________________`,
    ],
    notary: t('notaryDraft.acknowledgment'),
  };
}

/** The draft as an A4 PDF (pdfkit, as the receipt): printed, brought to the office, signed there. */
export function notaryDraftPdf(draft: NotaryDraft, at: DraftContext, locale: Locale): Promise<Buffer> {
  const t = emailText(locale);
  const text = notaryDraftText(draft, at, locale);
  const doc = new PDFDocument({ size: 'A4', margin: 64, info: { Title: text.title, Author: APP_NAME } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.font('Helvetica-Bold').fontSize(9).fillColor('#b91c1c').text(pdfSafe(text.note), { align: 'center' });
  doc.font('Helvetica').fontSize(8).fillColor('#475569').text(pdfSafe(text.prepared), { align: 'center' });
  doc.moveDown(2);
  doc.font('Helvetica-Bold').fontSize(15).fillColor('#0f172a').text(pdfSafe(text.title), { align: 'center' });
  doc.moveDown(1.5);
  for (const paragraph of text.body) {
    doc.font('Helvetica').fontSize(11).fillColor('#0f172a').text(pdfSafe(paragraph), { align: 'justify' });
    doc.moveDown(0.8);
  }
  doc.moveDown(2);
  for (const line of text.signatures) {
    doc.font('Helvetica').fontSize(11).text('______________________________');
    doc.fontSize(10).text(pdfSafe(line));
    doc.fontSize(8).fillColor('#475569').text(t('notaryDraft.signature'));
    doc.fillColor('#0f172a').moveDown(1.2);
  }
  doc.moveDown(1);
  doc.font('Helvetica-Oblique').fontSize(9).fillColor('#334155').text(pdfSafe(text.notary));
  doc.end();
  return done;
}
