// Worker thread for one calendar import (lib/server/calendar/sync/parse-busy.ts starts it with
// resourceLimits and a time limit): parses and expands the feed off the server's main thread.
import { parentPort, workerData } from 'node:worker_threads';
import { expandBusy } from './busy-core.mjs';

const { text, nowMs, windowMs, fallbackZone } = workerData;
parentPort.postMessage(expandBusy(text, { nowMs, windowMs, fallbackZone }));
