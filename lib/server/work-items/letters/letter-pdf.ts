import 'server-only';
import { APP_NAME } from '@/lib/config/app';
import type { LetterBlock } from '@/lib/dto/engagement-letter';
import type { Locale } from '@/lib/i18n/config';
import { PDF_INK, drawPdfHeader, drawQr, drawRule, startPdf, textWidth, type PdfFonts } from '@/lib/server/platform/pdf/pdf-document';
import { lettersText } from './compose-letter';

/** What the signature certificate states of one signature. */
type CertificateSigner = {
  caption: string;
  name: string;
  typedName: string;
  signedAt: string;
  sentTo: string;
  ip: string;
  device: string;
  intent: string;
};

export type Certificate = {
  document: string;
  version: number;
  code: string;
  letterSha256: string;
  verifyUrl: string;
  signers: CertificateSigner[];
};

type PdfMeta = { locale: Locale; title: string; createdAt: Date };

const FOOTER_SPACE = 28;

function drawBlock(doc: PDFKit.PDFDocument, fonts: PdfFonts, block: LetterBlock): void {
  const left = doc.page.margins.left;
  const width = textWidth(doc);
  const bottom = () => doc.page.height - doc.page.margins.bottom - FOOTER_SPACE;
  const room = (height: number) => {
    if (doc.y + height > bottom()) doc.addPage();
  };
  switch (block.kind) {
    case 'title':
      doc.moveDown(1.2);
      doc.font(fonts.bold).fontSize(18).fillColor(PDF_INK.text).text(block.text, left, doc.y, { width });
      doc.moveDown(0.3);
      return;
    case 'meta':
      for (const line of block.lines) doc.font(fonts.regular).fontSize(10).fillColor(PDF_INK.muted).text(line, left, doc.y, { width });
      doc.moveDown(0.6);
      return;
    case 'heading':
      room(40);
      doc.moveDown(0.5);
      doc.font(fonts.bold).fontSize(12).fillColor(PDF_INK.text).text(block.text, left, doc.y, { width });
      doc.moveDown(0.2);
      return;
    case 'paragraph':
      room(16);
      doc.fontSize(10).fillColor(PDF_INK.body);
      if (block.label) {
        doc.font(fonts.bold).text(`${block.label}: `, left, doc.y, { width, continued: true });
        doc.font(fonts.regular).text(block.text, { width });
      } else {
        doc.font(fonts.regular).text(block.text, left, doc.y, { width });
      }
      doc.moveDown(0.35);
      return;
    case 'fees': {
      const amountWidth = 120;
      for (const row of block.rows) {
        const bold = row.role === 'total';
        const size = row.role === 'platform' ? 9 : 10;
        doc.font(bold ? fonts.bold : fonts.regular).fontSize(size);
        const height = Math.max(doc.heightOfString(row.label, { width: width - amountWidth - 12 }), 12);
        room(height + 10);
        if (row.role === 'total') drawRule(doc, doc.y - 2);
        const y = doc.y + 3;
        const ink = row.role === 'platform' ? PDF_INK.muted : PDF_INK.text;
        doc.fillColor(ink).text(row.label, left, y, { width: width - amountWidth - 12 });
        doc.fillColor(ink).text(row.amount, left + width - amountWidth, y, { width: amountWidth, align: 'right' });
        doc.y = y + height + 4;
      }
      doc.moveDown(0.4);
      return;
    }
    case 'signatures': {
      room(120);
      doc.moveDown(1);
      const column = (width - 24) / 2;
      const top = doc.y + 36;
      let lowest = top;
      block.parties.forEach((party, i) => {
        const x = left + i * (column + 24);
        drawLine(doc, x, top, column);
        doc
          .font(fonts.regular)
          .fontSize(9)
          .fillColor(PDF_INK.muted)
          .text(party.caption, x, top + 4, { width: column });
        doc
          .font(fonts.bold)
          .fontSize(11)
          .fillColor(PDF_INK.text)
          .text(party.name, x, doc.y + 2, { width: column });
        for (const line of party.details)
          doc
            .font(fonts.regular)
            .fontSize(9)
            .fillColor(PDF_INK.muted)
            .text(line, x, doc.y + 1, { width: column });
        lowest = Math.max(lowest, doc.y);
      });
      doc.x = left;
      doc.y = lowest + 8;
      return;
    }
  }
}

function drawLine(doc: PDFKit.PDFDocument, x: number, y: number, width: number): void {
  doc
    .moveTo(x, y)
    .lineTo(x + width, y)
    .lineWidth(0.8)
    .strokeColor(PDF_INK.muted)
    .stroke();
}

/** The letter's pages: the header, the blocks, "Page n of N" under each. Returns how many pages it took. */
function drawLetter(doc: PDFKit.PDFDocument, fonts: PdfFonts, blocks: LetterBlock[], locale: Locale): number {
  drawPdfHeader(doc, fonts);
  for (const block of blocks) drawBlock(doc, fonts, block);
  const range = doc.bufferedPageRange();
  const pages = range.count;
  const t = lettersText(locale);
  for (let i = 0; i < pages; i++) {
    doc.switchToPage(range.start + i);
    const y = doc.page.height - doc.page.margins.bottom - 12;
    // Written inside the bottom margin: pdfkit would otherwise start a new page for it.
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font(fonts.regular)
      .fontSize(8)
      .fillColor(PDF_INK.muted)
      .text(t('doc.page', { page: i + 1, pages }), doc.page.margins.left, y, { width: textWidth(doc), align: 'right', lineBreak: false });
    doc.page.margins.bottom = margin;
  }
  doc.switchToPage(range.start + pages - 1);
  return pages;
}

/**
 * An archival letter document (PDF/A-3b, fonts embedded, pages buffered for the footers) in the
 * letter's language; dated `at` (creation and modification alike), so the same content makes the same bytes.
 */
function startLetterPdf(
  locale: PdfMeta['locale'],
  info: { Title: string; Subject: string; Keywords?: string; at: Date },
): ReturnType<typeof startPdf> {
  const { Title, Subject, Keywords, at } = info;
  return startPdf({
    archival: true,
    bufferPages: true,
    lang: locale === 'fil' ? 'fil' : 'en',
    // The keys in the order the letters have always been written with (the same content, the same bytes).
    info: { Title, Author: APP_NAME, Subject, ...(Keywords ? { Keywords } : {}), CreationDate: at, ModDate: at },
  });
}

/**
 * The engagement letter as each party signs it: A4, PDF/A-3b with its fonts embedded. Its bytes are
 * stored and hashed once; the same content always makes the same bytes (CreationDate is the version's).
 */
export function letterPdf(blocks: LetterBlock[], meta: PdfMeta & { version: number }): Promise<Buffer> {
  const t = lettersText(meta.locale);
  const { doc, fonts, done } = startLetterPdf(meta.locale, {
    Title: t('doc.pdfTitle', { title: meta.title, version: meta.version }),
    Subject: t('doc.title'),
    at: meta.createdAt,
  });
  drawLetter(doc, fonts, blocks, meta.locale);
  doc.end();
  return done;
}

/**
 * The signed letter: the letter's pages as both signed them, then the signature certificate — who
 * signed and when (Philippine time), from which address and device, the SHA-256 of the letter
 * signed, the verification address and its QR code.
 */
export function signedLetterPdf(
  blocks: LetterBlock[],
  meta: PdfMeta & { version: number; completedAt: Date; code: string },
  cert: Certificate,
): Promise<Buffer> {
  const t = lettersText(meta.locale);
  const { doc, fonts, done } = startLetterPdf(meta.locale, {
    Title: t('doc.signedPdfTitle', { title: meta.title, version: meta.version }),
    Subject: t('cert.title'),
    // Plain ASCII in the document's information: the verification page finds the code in an upload.
    Keywords: meta.code,
    at: meta.completedAt,
  });
  const pages = drawLetter(doc, fonts, blocks, meta.locale);
  doc.addPage();
  const left = doc.page.margins.left;
  const width = textWidth(doc);
  doc.font(fonts.bold).fontSize(16).fillColor(PDF_INK.text).text(t('cert.title'), left, doc.page.margins.top, { width });
  doc.moveDown(0.3);
  doc
    .font(fonts.regular)
    .fontSize(10)
    .fillColor(PDF_INK.body)
    .text(t('cert.intro', { app: APP_NAME }), { width });
  doc.moveDown(0.8);
  const row = (label: string, value: string, bold = false) => {
    const y = doc.y;
    doc.font(fonts.regular).fontSize(9).fillColor(PDF_INK.muted).text(label, left, y, { width: 150 });
    const labelBottom = doc.y;
    doc
      .font(bold ? fonts.bold : fonts.regular)
      .fontSize(9)
      .fillColor(PDF_INK.text)
      .text(value, left + 156, y, { width: width - 156 });
    doc.y = Math.max(doc.y, labelBottom) + 3;
  };
  row(t('cert.document'), cert.document, true);
  row(t('cert.version'), String(cert.version));
  row(t('cert.code'), cert.code, true);
  row(t('cert.hash', { pages }), cert.letterSha256);
  for (const signer of cert.signers) {
    doc.moveDown(0.6);
    drawRule(doc, doc.y);
    doc.moveDown(0.4);
    doc
      .font(fonts.bold)
      .fontSize(11)
      .fillColor(PDF_INK.text)
      .text(t('cert.signer', { role: signer.caption, name: signer.name }), left, doc.y, { width });
    doc.moveDown(0.2);
    row(t('cert.typedName'), signer.typedName);
    row(t('cert.signedAt'), signer.signedAt);
    row(t('cert.sentTo'), signer.sentTo);
    row(t('cert.ip'), signer.ip);
    row(t('cert.device'), signer.device);
    row(t('cert.intent'), signer.intent);
  }
  doc.moveDown(1);
  drawRule(doc, doc.y);
  doc.moveDown(0.6);
  const qrTop = doc.y;
  const qrSize = 88;
  drawQr(doc, cert.verifyUrl, left, qrTop, qrSize);
  doc
    .font(fonts.bold)
    .fontSize(10)
    .fillColor(PDF_INK.text)
    .text(t('cert.verify', { url: cert.verifyUrl }), left + qrSize + 14, qrTop, { width: width - qrSize - 14 });
  doc.moveDown(0.3);
  doc
    .font(fonts.regular)
    .fontSize(9)
    .fillColor(PDF_INK.muted)
    .text(t('cert.verifyNote'), { width: width - qrSize - 14 });
  doc.end();
  return done;
}
