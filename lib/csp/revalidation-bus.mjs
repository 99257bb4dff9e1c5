// Page revalidations shared by every instance, over PostgreSQL LISTEN/NOTIFY.
//
// Why: Next keeps which cache tags were revalidated (revalidatePath marks the page's tag) in memory,
// per process (next/dist/server/lib/incremental-cache/tags-manifest.external.js). Behind a load
// balancer, a lawyer who turns public on instance A was shown at once by A and, by B, only when B's
// copy of the landing page reached its ISR interval (30 min). Each instance now tells the others
// which tags it revalidated, and applies theirs to its own manifest, so every instance regenerates
// the page on its next request. With the edge's 5-second cache (lib/server/platform/http/edge-cache.ts) a
// change shows everywhere within seconds.
//
// Only with DATABASE_URL (PostgreSQL, where several instances can run); the embedded PGlite database
// is one process. Not during `next build`. Plain .mjs: loaded by the cache handler outside the bundle.
import { randomUUID } from 'node:crypto';
import pg from 'pg';

export const REVALIDATION_CHANNEL = 'abogado_page_revalidation';
/** NOTIFY payloads must stay under 8000 bytes: a long list of tags goes in several messages. */
const MAX_PAYLOAD_BYTES = 7000;
const RECONNECT_MS = 1000;

const origin = randomUUID();
let client = null;
let started = false;
let applyRemote = () => {};

function enabled() {
  return Boolean(process.env.DATABASE_URL) && process.env.NEXT_PHASE !== 'phase-production-build';
}

/** The messages for these tags: each a JSON payload under the size limit, with this process's origin. */
export function revalidationMessages(tags, durations, from = origin) {
  const messages = [];
  let batch = [];
  const payload = (list) => JSON.stringify({ origin: from, tags: list, ...(durations ? { durations } : {}) });
  for (const tag of tags) {
    if (batch.length && Buffer.byteLength(payload([...batch, tag])) > MAX_PAYLOAD_BYTES) {
      messages.push(payload(batch));
      batch = [];
    }
    batch.push(tag);
  }
  if (batch.length) messages.push(payload(batch));
  return messages;
}

/** A received payload to apply, or null when it is this process's own or not ours at all. */
export function parseRevalidation(payload, self = origin) {
  try {
    const message = JSON.parse(payload);
    if (message.origin === self || !Array.isArray(message.tags)) return null;
    const tags = message.tags.filter((tag) => typeof tag === 'string');
    return { tags, durations: message.durations && typeof message.durations === 'object' ? message.durations : undefined };
  } catch {
    return null;
  }
}

async function connect() {
  const next = new pg.Client({ connectionString: process.env.DATABASE_URL, application_name: 'abogado page revalidation' });
  next.on('notification', (msg) => {
    if (msg.channel !== REVALIDATION_CHANNEL || !msg.payload) return;
    const received = parseRevalidation(msg.payload);
    if (received?.tags.length) applyRemote(received.tags, received.durations);
  });
  next.on('error', (error) => {
    console.error('[revalidation-bus]', error.message);
    if (client === next) client = null;
    next.end().catch(() => {});
    if (!started) return;
    setTimeout(() => connect().catch(reconnectLater), RECONNECT_MS).unref();
  });
  await next.connect();
  // The listening socket must not keep a stopping process alive.
  next.connection?.stream?.unref?.();
  await next.query(`LISTEN ${REVALIDATION_CHANNEL}`);
  client = next;
}

function reconnectLater(error) {
  if (!started) return;
  console.error('[revalidation-bus] cannot listen:', error?.message ?? error);
  setTimeout(() => connect().catch(reconnectLater), RECONNECT_MS).unref();
}

/** Starts listening once per process; `apply(tags, durations)` marks the tags in this process. */
export function listenForRevalidations(apply) {
  applyRemote = apply;
  if (started || !enabled()) return;
  started = true;
  connect().catch(reconnectLater);
}

/** Tells the other instances; a failure is logged, never thrown at the request that saved. */
export async function broadcastRevalidation(tags, durations) {
  if (!enabled() || !tags.length) return;
  try {
    let sender = client;
    let temporary = null;
    if (!sender) {
      // Not listening (yet, or reconnecting): a connection of its own, so the news is not lost.
      temporary = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await temporary.connect();
      sender = temporary;
    }
    try {
      for (const message of revalidationMessages(tags, durations)) {
        await sender.query('SELECT pg_notify($1, $2)', [REVALIDATION_CHANNEL, message]);
      }
    } finally {
      await temporary?.end();
    }
  } catch (error) {
    console.error('[revalidation-bus] broadcast failed:', error?.message ?? error);
  }
}

/** Stops listening (tests; a stopping process needs nothing: the socket does not hold it). */
export async function stopListening() {
  const current = client;
  client = null;
  started = false;
  await current?.end().catch(() => {});
}
