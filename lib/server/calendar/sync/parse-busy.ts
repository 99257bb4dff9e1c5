import 'server-only';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { CALENDAR_DAYS } from '@/lib/server/calendar/availability/build-calendar';
import { DAY_MS } from '@/lib/format/civil-date';
import { AppError } from '@/lib/server/platform/http/errors';
import type { ErrorKey } from '@/lib/errors/keys';
import type { ExpandResult } from './busy-core.mjs';

export type BusyInterval = { start: Date; end: Date };

/**
 * How far ahead imported busy time is expanded: the booking horizon (CALENDAR_DAYS, 14 days shown in
 * the viewer's zone) plus one day, as the last shown day may end up to a day after now + 14 days.
 */
const IMPORT_DAYS = CALENDAR_DAYS + 1;
/**
 * The worker's CPU budget: terminated once its thread has used this much CPU time (polled with
 * worker.cpuUsage() every IMPORT_PARSE_POLL_MS), and the import fails with `parseTimeout`. CPU time,
 * not wall time, so a busy server does not refuse an ordinary calendar (a wall-clock 1.5 s did, in CI).
 * A backstop behind busy-core.mjs's step budgets, which are the real bound (50,000 steps ≈ 0.75 s on
 * an idle core): CPU time too stretches when the cores are shared (the same feed used 1.5 s on a
 * 2-core machine at load 14, and a 1.5 s budget refused it), so the backstop is a few times the work.
 */
const IMPORT_PARSE_CPU_MS = 4_000;
const IMPORT_PARSE_POLL_MS = 50;
/**
 * A wall-clock backstop on top of the CPU budget, for a worker that never gets the CPU at all. Wide
 * enough for the CPU budget to be reached first on a crowded machine (at load 14 on 2 cores the worker
 * got about a tenth of a core: 1.5 s of its CPU took 16 s).
 */
const IMPORT_PARSE_TIMEOUT_MS = 60_000;
/** The worker's heap: room for a 2 MB feed of 15,000 events (the test and bench parse one within it); more fails with `parseTooBig`. */
const IMPORT_WORKER_LIMITS = { maxOldGenerationSizeMb: 128, maxYoungGenerationSizeMb: 16, stackSizeMb: 4 } as const;

/**
 * The worker is a plain ES module run by Node itself (not bundled by Next, not transformed by Jest):
 * found from the project root, which is the working directory of `next start`, `npm run worker`, Jest and tsx.
 */
const EXPAND_WORKER_FILE = path.join(/* turbopackIgnore: true */ process.cwd(), 'lib/server/calendar/sync/expand-worker.mjs');

export type ParseOptions = { now?: Date; days?: number; fallbackZone: string; timeoutMs?: number; cpuLimitMs?: number };
export type ParsedBusy = { busy: BusyInterval[]; refused: number; truncated: boolean };

const parseFailed = (errorKey: ErrorKey, key: string) => new AppError('UNPROCESSABLE', errorKey, { key });

function runWorker(text: string, options: ParseOptions): Promise<ExpandResult> {
  const nowMs = (options.now ?? new Date()).getTime();
  const windowMs = (options.days ?? IMPORT_DAYS) * DAY_MS;
  return new Promise<ExpandResult>((resolve, reject) => {
    let settled = false;
    const worker = new Worker(EXPAND_WORKER_FILE, {
      workerData: { text, nowMs, windowMs, fallbackZone: options.fallbackZone },
      resourceLimits: IMPORT_WORKER_LIMITS,
      // The worker needs no env and no flags of ours (a loader such as tsx's, --input-type …), and must not print into the server's log.
      env: {},
      execArgv: [],
      stdout: true,
      stderr: true,
    });
    const finish = (action: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      clearInterval(poll);
      action();
    };
    const stop = () => {
      finish(() => reject(parseFailed('calendarSync.parseTimeout', 'ICAL_PARSE_TIMEOUT')));
      void worker.terminate();
    };
    const timer = setTimeout(stop, options.timeoutMs ?? IMPORT_PARSE_TIMEOUT_MS);
    const cpuLimitUs = (options.cpuLimitMs ?? IMPORT_PARSE_CPU_MS) * 1000;
    const poll = setInterval(() => {
      worker.cpuUsage().then(
        (used) => {
          if (used.user + used.system > cpuLimitUs) stop();
        },
        () => undefined, // the worker has just ended: its answer or its exit settles the promise
      );
    }, IMPORT_PARSE_POLL_MS);
    worker.once('message', (result: ExpandResult) => {
      finish(() => resolve(result));
      void worker.terminate();
    });
    worker.once('error', (error: Error & { code?: string }) => {
      finish(() =>
        reject(
          error.code === 'ERR_WORKER_OUT_OF_MEMORY'
            ? parseFailed('calendarSync.parseTooBig', 'ICAL_PARSE_MEMORY')
            : Object.assign(new Error('calendar worker failed', { cause: error })),
        ),
      );
    });
    worker.once('exit', (code) => finish(() => reject(new Error(`calendar worker exited with code ${code} before answering`))));
  });
}

/**
 * The busy time in an iCal text over the next `days` days, computed in a worker thread (busy-core.mjs)
 * so that a hostile feed cannot hold the server's event loop: bounded in memory (resourceLimits) and
 * time (terminated after IMPORT_PARSE_CPU_MS of its CPU time, or IMPORT_PARSE_TIMEOUT_MS of wall time). `refused` counts the events left out because they
 * repeat every second or minute; `truncated` says a cap of busy-core.mjs cut the expansion short.
 */
export async function parseBusyIntervals(text: string, options: ParseOptions): Promise<ParsedBusy> {
  const result = await runWorker(text, options);
  if (!result.ok) throw parseFailed('calendarSync.notCalendar', 'ICAL_NOT_CALENDAR');
  return {
    busy: result.intervals.map(([start, end]) => ({ start: new Date(start), end: new Date(end) })),
    refused: result.refused,
    truncated: result.truncated,
  };
}
