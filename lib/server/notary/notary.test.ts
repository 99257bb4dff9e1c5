import { randomUUID } from 'node:crypto';
import { tables as t } from '@/lib/db';
import { slugify } from '@/lib/format/slug';
import { useTestDb } from '@/lib/test/db';
import { cityDisplayName, listReferenceCities } from '@/lib/reference/notary-cities';
import { findPublicNotary, listPublicNotaryIds } from './find-public-notary';
import { listNotaryCities } from './list-notary-cities';
import { findNotaryCityPage, listNotaryCityPages } from './list-notary-city-pages';
import { listPublicNotaries } from './list-public-notaries';

describe('city slugs', () => {
  it('drop accents and parentheses (one slugify for the seed, the rows and the pages)', () => {
    expect(slugify('Dasmariñas')).toBe('dasmarinas');
    expect(slugify('San Fernando (La Union)')).toBe('san-fernando');
    expect(cityDisplayName('San Fernando (Pampanga)')).toBe('San Fernando');
  });
  it('list each main city once', () => {
    const slugs = listReferenceCities().map((c) => c.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(slugs).toEqual(expect.arrayContaining(['makati', 'cebu-city', 'baguio', 'davao-city', 'san-fernando']));
  });
});

describe('public notaries', () => {
  const handle = useTestDb();
  const ids: Record<string, string> = {};

  async function insertNotary(name: string, city: string, region: string, extra: Partial<typeof t.notaryProfiles.$inferInsert> = {}) {
    const db = handle().db;
    const userId = randomUUID();
    await db.insert(t.users).values({ id: userId, email: `${userId}@example.com`, firstName: name, lastName: 'N', type: 'LAWYER' });
    const id = randomUUID();
    await db.insert(t.notaryProfiles).values({
      id,
      userId,
      displayName: `Atty. ${name}`,
      city,
      citySlug: slugify(city),
      region,
      isPublic: true,
      isComplete: true,
      commissionNumber: 'NP-1',
      commissionExpiresOn: '2099-12-31',
      services: ['jurat'],
      officeDays: [1, 2, 3, 4, 5],
      opensAt: '08:30',
      closesAt: '16:30',
      ...extra,
    });
    return id;
  }

  beforeAll(async () => {
    ids.ana = await insertNotary('Ana', 'Makati', 'Metro Manila (NCR)');
    ids.ben = await insertNotary('Ben', 'Makati', 'Metro Manila (NCR)');
    ids.cora = await insertNotary('Cora', 'Quezon City', 'Metro Manila (NCR)');
    ids.newTown = await insertNotary('Dan', 'Sagada', 'Cordillera Administrative Region (CAR)');
    ids.hidden = await insertNotary('Hidden', 'Makati', 'Metro Manila (NCR)', { isPublic: false });
    ids.lapsed = await insertNotary('Lapsed', 'Makati', 'Metro Manila (NCR)', { commissionExpiresOn: '2020-12-31' });
    ids.eve = await insertNotary('Eve', 'Cebu City', 'Central Visayas (VII)');
    ids.unknownTerm = await insertNotary('Fay', 'Cebu City', 'Central Visayas (VII)', { commissionExpiresOn: null });
    ids.incomplete = await insertNotary('Gil', 'Makati', 'Metro Manila (NCR)', { isComplete: false });
  });

  it('lists cities with public, commissioned notaries and their counts', async () => {
    const cities = await listNotaryCities();
    expect(cities).toEqual([
      { slug: 'cebu-city', name: 'Cebu City', region: 'Central Visayas (VII)', notaries: 1 },
      { slug: 'makati', name: 'Makati', region: 'Metro Manila (NCR)', notaries: 2 },
      { slug: 'quezon-city', name: 'Quezon City', region: 'Metro Manila (NCR)', notaries: 1 },
      { slug: 'sagada', name: 'Sagada', region: 'Cordillera Administrative Region (CAR)', notaries: 1 },
    ]);
  });

  it('city pages = cities with notaries + the main cities of every region', async () => {
    const pages = await listNotaryCityPages();
    const slugs = pages.map((p) => p.slug);
    expect(slugs).toContain('sagada');
    for (const city of listReferenceCities()) expect(slugs).toContain(city.slug);
    expect(await findNotaryCityPage('baguio')).toMatchObject({
      name: 'Baguio',
      notaries: 0,
      region: 'Cordillera Administrative Region (CAR)',
    });
    expect(await findNotaryCityPage('makati')).toMatchObject({ notaries: 2 });
    expect(await findNotaryCityPage('atlantis')).toBeUndefined();
  });

  it('lists a city’s notaries without hidden, incomplete or lapsed ones', async () => {
    const makati = await listPublicNotaries({ citySlug: 'makati' });
    expect(makati.map((n) => n.display_name)).toEqual(['Atty. Ana', 'Atty. Ben']);
    expect(makati[0]).toMatchObject({
      _id: ids.ana,
      commission_expires_on: '2099-12-31',
      services: ['jurat'],
      office_hours: 'Monday to Friday, 8:30 AM – 4:30 PM',
    });
    expect(makati[0]).not.toHaveProperty('commission_doc_file_id');
    const region = await listPublicNotaries({ region: 'Metro Manila (NCR)' });
    expect(region.map((n) => n.display_name)).toEqual(['Atty. Ana', 'Atty. Ben', 'Atty. Cora']);
  });

  it('shows one public notary and hides the rest without a database error', async () => {
    expect((await findPublicNotary(ids.cora))?.city).toBe('Quezon City');
    expect(await findPublicNotary(ids.hidden)).toBeUndefined();
    expect(await findPublicNotary(ids.lapsed)).toBeUndefined();
    expect(await findPublicNotary(randomUUID())).toBeUndefined();
    expect(await findPublicNotary("1' OR '1'='1")).toBeUndefined();
    const listed = (await listPublicNotaryIds()).map((n) => n._id).sort();
    expect(await findPublicNotary(ids.unknownTerm)).toBeUndefined();
    expect(await findPublicNotary(ids.incomplete)).toBeUndefined();
    expect(listed).toEqual([ids.ana, ids.ben, ids.cora, ids.newTown, ids.eve].sort());
  });
});
