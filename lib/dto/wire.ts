// Building blocks of the wire schemas: every lib/dto schema is zod, its TypeScript type is inferred
// from it, and the OpenAPI document's success bodies are generated from the same objects.
import { z } from 'zod';

/** An instant as the API writes it: Date.prototype.toISOString() (UTC, "Z"). */
export const isoDateTime = z.iso.datetime({ offset: true });

/** A calendar date without a time, "2026-11-24". */
export const isoDate = z.iso.date();

export const uuid = z.string().meta({ format: 'uuid' });

/** The answer of an action with nothing else to say (route()'s default for a handler that returns nothing). */
export const okSchema = z.object({ ok: z.literal(true) }).meta({ id: 'Ok' });
