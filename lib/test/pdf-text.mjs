// Test helper (not a test): prints the text of a PDF, one line per text run, as a real PDF reader
// (pdfjs-dist, Mozilla's) sees it. Runs in its own Node process because pdfjs-dist is ESM-only.
// Usage: node lib/test/pdf-text.mjs < file.pdf
import { createRequire } from 'node:module';
import path from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const standardFontDataUrl =
  path.join(path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts') + path.sep;

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const pdf = await getDocument({
  data: new Uint8Array(Buffer.concat(chunks)),
  useSystemFonts: false,
  standardFontDataUrl,
  isEvalSupported: false,
}).promise;
const out = { pages: pdf.numPages, title: (await pdf.getMetadata()).info?.Title ?? null, lines: [] };
for (let n = 1; n <= pdf.numPages; n++) {
  const page = await pdf.getPage(n);
  const { items } = await page.getTextContent();
  for (const item of items) if ('str' in item && item.str.trim()) out.lines.push(item.str);
}
process.stdout.write(JSON.stringify(out));
