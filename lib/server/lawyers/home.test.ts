import { eq } from 'drizzle-orm';
import { tables } from '@/lib/db';
import { useTestDb } from '@/lib/test/db';
import { listListedLawyerIds } from './list-listed-lawyer-ids';
import { listFeaturedLawyers } from './list-featured-lawyers';
import { listRecentReviews } from './list-recent-reviews';
import { insertLawyer } from '@/lib/test/fixtures/lawyers';
import { insertReview } from '@/lib/test/fixtures/meetings';
import { insertCustomer } from '@/lib/test/fixtures/users';

describe('home page data', () => {
  const handle = useTestDb();
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    const db = handle().db;
    ids.best = await insertLawyer(db, { name: 'Ana Reyes', rating: 4.9, reviewCount: 12, areas: ['civil', 'labor'], price30: 150_000 });
    ids.good = await insertLawyer(db, { name: 'Ben Cruz', rating: 4.6, reviewCount: 5, price30: 80_000 });
    ids.hidden = await insertLawyer(db, { name: 'Hidden Lawyer', rating: 5, isPublic: false });
    ids.unverified = await insertLawyer(db, { name: 'Unverified Lawyer', rating: 5, ibpVerified: false });
    ids.incomplete = await insertLawyer(db, { name: 'Incomplete Lawyer', rating: 5, isComplete: false });
    ids.disabled = await insertLawyer(db, { name: 'Disabled Lawyer', rating: 5 });
    await db.update(tables.users).set({ disabledAt: new Date() }).where(eq(tables.users.id, ids.disabled));
    const juan = await insertCustomer(db, { firstName: 'Juan', lastName: 'dela Cruz' });
    const rosa = await insertCustomer(db, { firstName: 'Rosa', lastName: 'Lim' });
    await insertReview(db, {
      lawyerId: ids.best,
      customerId: juan,
      rating: 5,
      comment: 'Clear advice on my annulment.',
      createdAt: new Date('2026-03-01'),
    });
    await insertReview(db, {
      lawyerId: ids.good,
      customerId: rosa,
      rating: 4,
      comment: '  Helpful and patient.  ',
      createdAt: new Date('2026-04-01'),
    });
    await insertReview(db, { lawyerId: ids.good, customerId: juan, rating: 2, comment: 'Too short.', createdAt: new Date('2026-04-02') });
    await insertReview(db, { lawyerId: ids.good, customerId: juan, rating: 5, comment: '   ', createdAt: new Date('2026-04-03') });
    await insertReview(db, { lawyerId: ids.good, customerId: rosa, rating: 5, comment: null, createdAt: new Date('2026-04-04') });
    await insertReview(db, {
      lawyerId: ids.hidden,
      customerId: rosa,
      rating: 5,
      comment: 'Hidden lawyer review',
      createdAt: new Date('2026-05-01'),
    });
    await insertReview(db, {
      lawyerId: ids.unverified,
      customerId: rosa,
      rating: 5,
      comment: 'Unverified lawyer review',
      createdAt: new Date('2026-05-02'),
    });
    await insertReview(db, {
      lawyerId: ids.incomplete,
      customerId: rosa,
      rating: 5,
      comment: 'Incomplete lawyer review',
      createdAt: new Date('2026-05-03'),
    });
    await insertReview(db, {
      lawyerId: ids.disabled,
      customerId: rosa,
      rating: 5,
      comment: 'Disabled lawyer review',
      createdAt: new Date('2026-05-04'),
    });
  });

  it('features only listed lawyers, best rated first, with their 30-minute fee', async () => {
    const lawyers = await listFeaturedLawyers({ limit: 6 });
    expect(lawyers.map((l) => l.display_name)).toEqual(['Ana Reyes', 'Ben Cruz']);
    expect(lawyers[0]).toMatchObject({
      _id: ids.best,
      rating: 4.9,
      review_count: 12,
      areas: ['civil', 'labor'],
      price_30: 150_000,
      city: 'Makati',
    });
    expect(lawyers[1].price_30).toBe(80_000);
  });

  it('lists the ids of listed lawyers only, for the sitemap', async () => {
    const listed = await listListedLawyerIds();
    expect(listed.map((l) => l._id).sort()).toEqual([ids.best, ids.good].sort());
    expect(listed[0].updated_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('respects the limit', async () => {
    expect(await listFeaturedLawyers({ limit: 1 })).toHaveLength(1);
  });

  it('shows recent written good reviews of listed lawyers only, newest first, with a private reviewer name', async () => {
    const reviews = await listRecentReviews({ limit: 6 });
    expect(reviews.map((r) => r.comment)).toEqual(['Helpful and patient.', 'Clear advice on my annulment.']);
    expect(reviews[0]).toMatchObject({ rating: 4, reviewer_name: 'Rosa L.', lawyer: { _id: ids.good, display_name: 'Ben Cruz' } });
    expect(reviews[1].reviewer_name).toBe('Juan D.');
    expect(reviews[1].created_at).toBe('2026-03-01T00:00:00.000Z');
  });
});
