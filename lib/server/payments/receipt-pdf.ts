import 'server-only';
import PDFDocument from 'pdfkit';
import { APP_NAME, SUPPORT_EMAIL, appUrl } from '@/lib/config/app';
import type { ReceiptLine } from '@/lib/format/receipt';
import type { Locale } from '@/lib/i18n/paths';
import { emailText, pageUrl } from '../mail/mail-text';

/**
 * PDF's standard fonts (no font file to ship) are WinAnsi: they have ’, — and ·, but no peso sign,
 * so amounts read "PHP 1,100.00" in the PDF, the way Philippine receipts often write them.
 */
export function pdfSafe(text: string): string {
  return text.replace(/₱\s?/g, 'PHP ');
}

/**
 * The receipt as a PDF: the same lines (receiptLines) as the page and the e-mail, with who paid and
 * how to reach us. Built with pdfkit; A4, one page.
 */
export function receiptPdf(lines: ReceiptLine[], billedTo: { name: string; email: string }, locale: Locale = 'en'): Promise<Buffer> {
  const t = emailText(locale);
  const reference = lines.find((l) => l.key === 'reference')?.value ?? '';
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: { Title: t('receipt.pdfTitle', { app: APP_NAME, reference }), Author: APP_NAME, Subject: t('receipt.heading') },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  doc.fillColor('#0f172a').font('Helvetica-Bold').fontSize(22).text(APP_NAME, left, 56);
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor('#475569')
    .text(appUrl().replace(/^https?:\/\//, ''));
  doc.moveDown(1.5);
  doc.font('Helvetica-Bold').fontSize(16).fillColor('#0f172a').text(t('receipt.heading'));
  doc.moveDown(0.3);
  doc
    .font('Helvetica')
    .fontSize(10)
    .fillColor('#334155')
    .text(`${t('receipt.billedTo')}: ${pdfSafe(billedTo.name)} <${billedTo.email}>`);
  doc.moveDown(1);

  const labelWidth = 140;
  for (const line of lines) {
    const y = doc.y;
    const bold = line.key === 'amount' || line.key === 'reference';
    doc.font('Helvetica').fontSize(10).fillColor('#475569').text(line.label, left, y, { width: labelWidth });
    doc
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(bold ? 12 : 10)
      .fillColor('#0f172a')
      .text(pdfSafe(line.value), left + labelWidth, y, { width: width - labelWidth });
    const bottom = Math.max(doc.y, y + 14);
    doc
      .moveTo(left, bottom + 5)
      .lineTo(left + width, bottom + 5)
      .lineWidth(0.5)
      .strokeColor('#e2e8f0')
      .stroke();
    doc.y = bottom + 11;
  }

  doc.moveDown(1.5);
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor('#475569')
    .text(pdfSafe(t('receipt.pdfFooter', { email: SUPPORT_EMAIL, url: pageUrl(locale, '/cancellation-policy') })), left, doc.y, { width });
  doc.end();
  return done;
}
