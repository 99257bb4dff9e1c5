import 'server-only';
import path from 'node:path';
import { Worker } from 'node:worker_threads';

// Issue 64 item 3: a court notice's text layer, read off the server's main thread (the job that calls this and
// what it does with the text: notice-reads.ts).

/** A notice is a page or a few; an order with annexes is read up to here. */
const MAX_PAGES = 10;
const MAX_CHARS = 100_000;
/** The reader's budgets: CPU time (polled), wall time (a worker that never gets the CPU) and memory. */
const CPU_MS = 3_000;
const WALL_MS = 20_000;
const POLL_MS = 50;
const WORKER_LIMITS = { maxOldGenerationSizeMb: 192, maxYoungGenerationSizeMb: 16, stackSizeMb: 4 } as const;
/**
 * Array buffers live outside the heap resourceLimits caps: a Flate bomb inflates its stream into them (issue 73
 * item 5 measured ~370 MB before the CPU budget ended it). Polled with the CPU time; a notice of a few pages needs
 * a few MB besides its own bytes (at most MATTER_LIMITS.fileBytes, 10 MB, copied in).
 */
const EXTERNAL_MB = 64;
/** The wall budget (the job's lease is a few of these: notice-reads.ts). */
export const READ_WALL_MS = WALL_MS;
/** A plain ES module run by Node itself (not bundled), found from the project root like the calendar's worker. */
const WORKER_FILE = path.join(/* turbopackIgnore: true */ process.cwd(), 'features/matters/server/notice-text-worker.mjs');

/**
 * The PDF's text layer, read in a worker thread bounded in memory (heap and buffers), CPU and wall time: a PDF that is broken,
 * hostile, or takes too long reads as no text (the lawyer enters the hearing by hand), never as an error.
 */
export function readPdfText(data: Uint8Array, budget: { cpuMs?: number; wallMs?: number; externalMb?: number } = {}): Promise<string> {
  return new Promise((resolve) => {
    let settled = false;
    const worker = new Worker(WORKER_FILE, {
      workerData: { data, maxPages: MAX_PAGES, maxChars: MAX_CHARS },
      resourceLimits: WORKER_LIMITS,
      env: {},
      execArgv: [],
      stdout: true,
      stderr: true,
    });
    const finish = (text: string) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      clearInterval(poll);
      void worker.terminate();
      resolve(text);
    };
    const timer = setTimeout(() => finish(''), budget.wallMs ?? WALL_MS);
    const cpuUs = (budget.cpuMs ?? CPU_MS) * 1000;
    const externalBytes = (budget.externalMb ?? EXTERNAL_MB) * 1024 * 1024;
    const poll = setInterval(() => {
      worker.cpuUsage().then(
        (used) => {
          if (used.user + used.system > cpuUs) finish('');
        },
        () => undefined,
      );
      // Answered by the worker's isolate between two steps of its JavaScript, even while a stream inflates.
      worker.getHeapStatistics().then(
        (heap) => {
          if (heap.external_memory > externalBytes) finish('');
        },
        () => undefined,
      );
    }, POLL_MS);
    worker.once('message', (m: { ok: boolean; text: string }) => finish(m.ok ? m.text : ''));
    worker.once('error', () => finish(''));
    worker.once('exit', () => finish(''));
  });
}
