import 'server-only';
import fs from 'node:fs';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { APP_NAME, appUrl } from '@/lib/config/app';

// What our PDFs share (the receipt, the engagement letter, the written answer): the page, the collected bytes, the
// header with the app's name, the rule between lines, the text no font here can draw. pdfkit.

/**
 * PDF's standard fonts (WinAnsi: the receipt, the notarial draft) have no peso sign, so amounts there
 * read "PHP 1,100.00", the way Philippine receipts often write them. The archival documents embed
 * Liberation Sans 2.1, which has it (U+20B1): the engagement letter prints "₱".
 */
export function pdfSafe(text: string): string {
  return text.replace(/₱\s?/g, 'PHP ');
}

export const PDF_INK = { text: '#0f172a', body: '#334155', muted: '#475569', rule: '#e2e8f0' } as const;

type PdfOptions = PDFKit.PDFDocumentOptions & { archival?: boolean };

const FONT_DIR = path.join(process.cwd(), 'lib/server/platform/pdf/fonts');
let fontBytes: { regular: Buffer; bold: Buffer } | undefined;

/** Liberation Sans 2.1 (metric-compatible with Helvetica; has ₱), read once: PDF/A needs every font embedded. */
function archivalFonts(): { regular: Buffer; bold: Buffer } {
  fontBytes ??= {
    regular: fs.readFileSync(path.join(FONT_DIR, 'LiberationSans-Regular.ttf')),
    bold: fs.readFileSync(path.join(FONT_DIR, 'LiberationSans-Bold.ttf')),
  };
  return fontBytes;
}

export type PdfFonts = { regular: string; bold: string };

/**
 * A new A4 document and the promise of its bytes. `archival`: PDF/A-3b (ISO 19005-3, for documents
 * kept for years), its fonts embedded; otherwise PDF's standard Helvetica, nothing embedded (the
 * receipt). `info.CreationDate` given → the same input makes the same bytes.
 */
export function startPdf(options: PdfOptions): { doc: PDFKit.PDFDocument; fonts: PdfFonts; done: Promise<Buffer> } {
  const { archival, ...rest } = options;
  const doc = new PDFDocument({ size: 'A4', margin: 56, ...rest, ...(archival ? { subset: 'PDF/A-3b', pdfVersion: '1.7' } : {}) });
  let fonts: PdfFonts = { regular: 'Helvetica', bold: 'Helvetica-Bold' };
  if (archival) {
    const bytes = archivalFonts();
    doc.registerFont('Body', bytes.regular);
    doc.registerFont('Body-Bold', bytes.bold);
    fonts = { regular: 'Body', bold: 'Body-Bold' };
    doc.font(fonts.regular);
  }
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, fonts, done };
}

/** The app's name and address at the top of the first page. */
export function drawPdfHeader(doc: PDFKit.PDFDocument, fonts: PdfFonts): void {
  const left = doc.page.margins.left;
  doc.fillColor(PDF_INK.text).font(fonts.bold).fontSize(22).text(APP_NAME, left, doc.page.margins.top);
  doc
    .font(fonts.regular)
    .fontSize(10)
    .fillColor(PDF_INK.muted)
    .text(appUrl().replace(/^https?:\/\//, ''));
}

/** A thin rule across the text width at `y`. */
export function drawRule(doc: PDFKit.PDFDocument, y: number): void {
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  doc
    .moveTo(left, y)
    .lineTo(left + width, y)
    .lineWidth(0.5)
    .strokeColor(PDF_INK.rule)
    .stroke();
}

/** The width text may use between the margins. */
export function textWidth(doc: PDFKit.PDFDocument): number {
  return doc.page.width - doc.page.margins.left - doc.page.margins.right;
}

/** The PDF answer: always a download, never cached, never sniffed or run. */
export function pdfResponse(file: { filename: string; content: Uint8Array }): Response {
  return new Response(Buffer.from(file.content), {
    headers: {
      'content-type': 'application/pdf',
      'content-length': String(file.content.byteLength),
      'content-disposition': `attachment; filename="${file.filename.replace(/[^\w.-]/g, '_')}"`,
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
    },
  });
}

/** A QR code of `url`, drawn as squares (vector, nothing to decode), `size` points wide at (x, y). */
export function drawQr(doc: PDFKit.PDFDocument, url: string, x: number, y: number, size: number): void {
  const qr = QRCode.create(url, { errorCorrectionLevel: 'M' });
  const count = qr.modules.size;
  const cell = size / count;
  doc.save().fillColor('#000000');
  for (let row = 0; row < count; row++)
    for (let col = 0; col < count; col++) if (qr.modules.get(row, col)) doc.rect(x + col * cell, y + row * cell, cell, cell);
  doc.fill().restore();
}

/**
 * The foot of a document others check by its code (a written answer, a legal-aid hours report): a rule, the QR
 * of `url` (the verify page), and beside it the code with its words — what it is, where to check it, what the
 * check shows. The caller keeps room for it (about 110 pt).
 */
export function drawVerificationBlock(
  doc: PDFKit.PDFDocument,
  fonts: PdfFonts,
  block: { url: string; code: string; words: { code: string; verify: string; note: string } },
): void {
  const left = doc.page.margins.left;
  const width = textWidth(doc);
  doc.moveDown(1);
  drawRule(doc, doc.y);
  doc.moveDown(0.6);
  const qrTop = doc.y;
  const qrSize = 88;
  drawQr(doc, block.url, left, qrTop, qrSize);
  const beside = { width: width - qrSize - 14 };
  doc
    .font(fonts.regular)
    .fontSize(9)
    .fillColor(PDF_INK.muted)
    .text(block.words.code, left + qrSize + 14, qrTop, beside);
  doc.font(fonts.bold).fontSize(12).fillColor(PDF_INK.text).text(block.code, beside);
  doc.moveDown(0.3);
  doc.font(fonts.regular).fontSize(9).fillColor(PDF_INK.text).text(block.words.verify, beside);
  doc.moveDown(0.2);
  doc.font(fonts.regular).fontSize(8).fillColor(PDF_INK.muted).text(block.words.note, beside);
}

/** "Page 1 of 3" at the foot of every page, right-aligned (the document was started with bufferPages). */
export function numberPdfPages(doc: PDFKit.PDFDocument, fonts: PdfFonts, label: (page: number, pages: number) => string): void {
  const range = doc.bufferedPageRange();
  for (let i = 0; i < range.count; i++) {
    doc.switchToPage(range.start + i);
    // Written inside the bottom margin: pdfkit would otherwise start a new page for it.
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font(fonts.regular)
      .fontSize(8)
      .fillColor(PDF_INK.muted)
      .text(label(i + 1, range.count), doc.page.margins.left, doc.page.height - margin - 12, {
        width: textWidth(doc),
        align: 'right',
        lineBreak: false,
      });
    doc.page.margins.bottom = margin;
  }
}

/** Room kept at the foot of every page for its number (numberPdfPages). */
const PAGE_FOOTER_SPACE = 28;

/**
 * The small writers a one-column document uses: its left edge and width; `room` (a new page when `height` no
 * longer fits above the page number); `row` (a muted label and its value side by side); `muted` (small grey text).
 */
export function pdfWriters(doc: PDFKit.PDFDocument, fonts: PdfFonts) {
  const left = doc.page.margins.left;
  const width = textWidth(doc);
  const room = (height: number) => {
    if (doc.y + height > doc.page.height - doc.page.margins.bottom - PAGE_FOOTER_SPACE) doc.addPage();
  };
  const row = (label: string, value: string) => {
    room(16);
    const y = doc.y;
    doc.font(fonts.regular).fontSize(9).fillColor(PDF_INK.muted).text(label, left, y, { width: 120 });
    const labelBottom = doc.y;
    doc
      .font(fonts.regular)
      .fontSize(10)
      .fillColor(PDF_INK.text)
      .text(value, left + 126, y, { width: width - 126 });
    doc.y = Math.max(doc.y, labelBottom) + 3;
  };
  const muted = (text: string) => doc.font(fonts.regular).fontSize(9).fillColor(PDF_INK.muted).text(text, left, doc.y, { width });
  return { left, width, room, row, muted };
}
