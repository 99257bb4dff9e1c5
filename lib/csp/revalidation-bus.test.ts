import { Client } from 'pg';
import { itOnPostgres } from '@/lib/test/db';
import {
  REVALIDATION_CHANNEL,
  broadcastRevalidation,
  listenForRevalidations,
  stopListening,
  parseRevalidation,
  revalidationMessages,
} from './revalidation-bus.mjs';

describe('revalidation messages', () => {
  it('splits a long list of tags into payloads under the NOTIFY limit, none lost', () => {
    const tags = Array.from({ length: 400 }, (_, i) => `_N_T_/lawyers-online/area-${i}/some-region-name`);
    const messages = revalidationMessages(tags, undefined, 'other');
    expect(messages.length).toBeGreaterThan(1);
    for (const message of messages) expect(Buffer.byteLength(message)).toBeLessThan(8000);
    expect(messages.flatMap((m) => parseRevalidation(m, 'me')!.tags)).toEqual(tags);
  });

  it("ignores this process's own messages and anything malformed", () => {
    const [own] = revalidationMessages(['_N_T_/'], undefined, 'me');
    expect(parseRevalidation(own, 'me')).toBeNull();
    expect(parseRevalidation('not json', 'me')).toBeNull();
    expect(parseRevalidation('{"origin":"x"}', 'me')).toBeNull();
    expect(parseRevalidation(revalidationMessages(['_N_T_/'], { expire: 0 }, 'x')[0], 'me')).toEqual({
      tags: ['_N_T_/'],
      durations: { expire: 0 },
    });
  });
});

describe('the bus on PostgreSQL', () => {
  const saved = process.env.DATABASE_URL;
  afterAll(async () => {
    await stopListening();
    if (saved === undefined) delete process.env.DATABASE_URL;
    else process.env.DATABASE_URL = saved;
  });

  itOnPostgres("applies another instance's revalidation, and tells the others about its own", async () => {
    process.env.DATABASE_URL = process.env.TEST_DATABASE_URL;
    const applied: string[][] = [];
    listenForRevalidations((tags: string[]) => applied.push(tags));

    // Another instance: its own connection, listening and sending.
    const other = new Client({ connectionString: process.env.TEST_DATABASE_URL });
    await other.connect();
    const heard: string[] = [];
    other.on('notification', (msg) => heard.push(msg.payload ?? ''));
    await other.query(`LISTEN ${REVALIDATION_CHANNEL}`);
    try {
      // Until this process listens (it connects in the background), send again.
      const [message] = revalidationMessages(['_N_T_/lawyers-online/civil'], undefined, 'instance-b');
      for (let i = 0; i < 50 && applied.length === 0; i++) {
        await other.query('SELECT pg_notify($1, $2)', [REVALIDATION_CHANNEL, message]);
        await new Promise((r) => setTimeout(r, 100));
      }
      expect(applied[0]).toEqual(['_N_T_/lawyers-online/civil']);

      await broadcastRevalidation(['_N_T_/', '_N_T_/notary-public']);
      for (let i = 0; i < 50 && !heard.some((p) => p.includes('notary-public')); i++) await new Promise((r) => setTimeout(r, 50));
      const own = heard.map((p) => JSON.parse(p)).find((m) => m.tags.includes('_N_T_/notary-public'));
      expect(own.tags).toEqual(['_N_T_/', '_N_T_/notary-public']);
      // Its own message comes back to it too, and is not applied twice.
      await new Promise((r) => setTimeout(r, 200));
      expect(applied.flat()).not.toContain('_N_T_/notary-public');
    } finally {
      await other.end();
    }
  });
});
