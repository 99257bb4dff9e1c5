import 'server-only';
import { APP_NAME, SUPPORT_EMAIL } from '@/lib/config/app';
import type { ReceiptLine } from '@/lib/format/receipt';
import type { Locale } from '@/lib/i18n/paths';
import { emailText, pageUrl } from '@/lib/server/messaging/mail/mail-text';
import { PDF_INK, drawPdfHeader, drawRule, pdfSafe, startPdf, textWidth } from '@/lib/server/platform/pdf/pdf-document';

export { pdfSafe };

/**
 * The receipt as a PDF: the same lines (receiptLines) as the page and the e-mail, with who paid and
 * how to reach us. Built with pdfkit (lib/server/platform/pdf); A4, one page, the standard fonts.
 */
export function receiptPdf(lines: ReceiptLine[], billedTo: { name: string; email: string }, locale: Locale): Promise<Buffer> {
  const t = emailText(locale);
  const reference = lines.find((l) => l.key === 'reference')?.value ?? '';
  const { doc, fonts, done } = startPdf({
    info: { Title: t('receipt.pdfTitle', { app: APP_NAME, reference }), Author: APP_NAME, Subject: t('receipt.heading') },
  });

  const left = doc.page.margins.left;
  const width = textWidth(doc);
  drawPdfHeader(doc, fonts);
  doc.moveDown(1.5);
  doc.font(fonts.bold).fontSize(16).fillColor(PDF_INK.text).text(t('receipt.heading'));
  doc.moveDown(0.3);
  doc
    .font(fonts.regular)
    .fontSize(10)
    .fillColor(PDF_INK.body)
    .text(`${t('receipt.billedTo')}: ${pdfSafe(billedTo.name)} <${billedTo.email}>`);
  doc.moveDown(1);

  const labelWidth = 140;
  for (const line of lines) {
    const y = doc.y;
    const bold = line.key === 'amount' || line.key === 'reference';
    doc.font(fonts.regular).fontSize(10).fillColor(PDF_INK.muted).text(line.label, left, y, { width: labelWidth });
    doc
      .font(bold ? fonts.bold : fonts.regular)
      .fontSize(bold ? 12 : 10)
      .fillColor(PDF_INK.text)
      .text(pdfSafe(line.value), left + labelWidth, y, { width: width - labelWidth });
    const bottom = Math.max(doc.y, y + 14);
    drawRule(doc, bottom + 5);
    doc.y = bottom + 11;
  }

  doc.moveDown(1.5);
  doc
    .font(fonts.regular)
    .fontSize(9)
    .fillColor(PDF_INK.muted)
    .text(pdfSafe(t('receipt.pdfFooter', { email: SUPPORT_EMAIL, url: pageUrl(locale, '/cancellation-policy') })), left, doc.y, { width });
  doc.end();
  return done;
}
