import { randomUUID } from 'node:crypto';
import { tables as t } from '@/lib/db';
import { appUrl } from '@/lib/config/app';
import { useTestDb } from '@/lib/test/db';
import { GET } from '@/app/server-sitemap.xml/route';
import { insertLawyer } from '@/lib/test/fixtures/lawyers';

describe('GET /server-sitemap.xml', () => {
  const handle = useTestDb();

  it('lists listed lawyers and public notaries in both languages, each with its alternates, nothing hidden', async () => {
    const db = handle().db;
    const listed = await insertLawyer(db, { name: 'Listed Lawyer' });
    const hidden = await insertLawyer(db, { name: 'Hidden Lawyer', isPublic: false });
    const unverified = await insertLawyer(db, { name: 'Unverified Lawyer', ibpVerified: false });
    const notaryId = randomUUID();
    const hiddenNotaryId = randomUUID();
    await db.insert(t.notaryProfiles).values([
      { id: notaryId, userId: listed, displayName: 'Atty. Listed', isPublic: true, isComplete: true, commissionExpiresOn: '2099-12-31', city: 'Makati', citySlug: 'makati' },
      { id: hiddenNotaryId, userId: hidden, displayName: 'Atty. Hidden', isPublic: false },
    ]);

    const res = await GET();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('xml');
    const xml = await res.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    const paths = [`/lawyer/${listed}`, `/notary-public/profile/${notaryId}`];
    expect(locs.sort()).toEqual(paths.flatMap((path) => [`${appUrl()}${path}`, `${appUrl()}/fil${path}`]).sort());
    // Every URL names both languages and English as x-default (issue 40).
    const entries = xml.split('<url>').slice(1);
    expect(entries).toHaveLength(4);
    for (const entry of entries) {
      const path = paths.find((p) => entry.includes(p))!;
      expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${appUrl()}${path}"/>`);
      expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="fil" href="${appUrl()}/fil${path}"/>`);
      expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${appUrl()}${path}"/>`);
    }
    expect(xml).not.toContain(hidden);
    expect(xml).not.toContain(unverified);
    expect(xml).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}T/);
  });
});
