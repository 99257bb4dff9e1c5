import { spawnSync } from 'node:child_process';
import path from 'node:path';

/** A PDF's pages and text lines as Mozilla's reader sees them (lib/test/pdf-text.mjs runs pdfjs-dist in its own process). */
export function readPdf(bytes: Uint8Array): { pages: number; lines: string[] } {
  const run = spawnSync(process.execPath, [path.join(process.cwd(), 'lib/test/pdf-text.mjs')], {
    input: bytes,
    encoding: 'utf8',
    env: { ...process.env, NODE_OPTIONS: '' },
  });
  if (run.status !== 0) throw new Error(`pdf-text failed: ${run.stderr}`);
  return JSON.parse(run.stdout) as { pages: number; lines: string[] };
}

/** A PDF's text on one line, runs of white space as one space. */
export const pdfText = (bytes: Uint8Array): string => readPdf(bytes).lines.join(' ').replace(/\s+/g, ' ');
