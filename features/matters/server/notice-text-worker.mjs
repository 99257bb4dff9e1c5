// Worker thread for one court notice (features/matters/server/notice-text.ts starts it with resourceLimits, a CPU
// and a wall-clock budget): reads the PDF's text layer with pdfjs-dist (Mozilla's reader), the first pages only,
// off the server's main thread, so a hostile PDF cannot hold a request. No fonts, no eval, no rendering.
import { parentPort, workerData } from 'node:worker_threads';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const { data, maxPages, maxChars } = workerData;
try {
  const task = getDocument({
    data: new Uint8Array(data),
    isEvalSupported: false,
    useSystemFonts: false,
    disableFontFace: true,
    stopAtErrors: false,
    verbosity: 0,
  });
  const pdf = await task.promise;
  let text = '';
  const pages = Math.min(pdf.numPages, maxPages);
  for (let n = 1; n <= pages && text.length < maxChars; n++) {
    const page = await pdf.getPage(n);
    const { items } = await page.getTextContent();
    for (const item of items) if ('str' in item) text += item.str + (item.hasEOL ? '\n' : ' ');
    text += '\n';
    page.cleanup();
  }
  await task.destroy();
  parentPort.postMessage({ ok: true, text: text.slice(0, maxChars) });
} catch {
  parentPort.postMessage({ ok: false, text: '' });
}
