import { portalMetadata } from './portal-metadata';

// Issue 40: a portal page's title and language links follow its locale.
it('titles a Filipino portal page in Filipino, with both languages linked', async () => {
  const meta = await portalMetadata('fil', '/lawyer-portal/payments', 'payments.metaTitle');
  expect(meta.title).toBe('Mga Bayad');
  expect(meta.alternates?.canonical).toBe('/fil/lawyer-portal/payments');
  expect(meta.alternates?.languages).toMatchObject({ en: '/lawyer-portal/payments', fil: '/fil/lawyer-portal/payments' });
  expect((await portalMetadata('en', '/lawyer-portal/payments', 'payments.metaTitle')).title).toBe('Payments');
});
