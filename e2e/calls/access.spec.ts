import { expect, test } from '../fixtures/test';
import { A, closeTestContexts, createMeeting, createParty, watchedParty } from './fixtures';

// Who may join, and when: a third user, an unpaid meeting and an early join are refused.
// Two browser contexts with Chromium's fake camera and microphone hold a consultation. The client is
// on instance A, the lawyer on instance B (same PostgreSQL; B relays every packet through coturn),
// so the signals cross instances through LISTEN/NOTIFY and the media goes through TURN.

test.afterEach(closeTestContexts);

test('a third user, an unpaid meeting and a join an hour early are refused; a visitor is sent to sign in', async ({ browser }) => {
  const lawyer = await createParty('LAWYER', 'Dina', 'Lopez');
  const client = await createParty('CUSTOMER', 'Mario', 'Tan');
  const stranger = await createParty('CUSTOMER', 'Nina', 'Uy');
  const paid = await createMeeting(lawyer, client);
  const unpaid = await createMeeting(lawyer, client, { startInMinutes: 120, status: 'PAYMENT_PENDING' });
  const later = await createMeeting(lawyer, client, { startInMinutes: 70 });

  const strangerPage = await watchedParty(browser, A, stranger);
  const res = await strangerPage.goto(`${A}/customer-portal/meeting/${paid}/join`);
  expect(res?.status()).toBe(404);
  expect((await strangerPage.request.get(`${A}/api/v1/meeting/video/${paid}`)).status()).toBe(404);

  const clientPage = await watchedParty(browser, A, client);
  // The reminder e-mail's link takes a signed-in party straight to their join page.
  await clientPage.goto(`${A}/meeting/${paid}`);
  await expect(clientPage).toHaveURL(`${A}/customer-portal/meeting/${paid}/join`);
  await clientPage.goto(`${A}/customer-portal/meeting/${unpaid}/join`);
  await expect(clientPage.getByText('This consultation is not paid yet, so its call cannot be joined.')).toBeVisible();
  await clientPage.goto(`${A}/customer-portal/meeting/${later}/join`);
  await expect(clientPage.getByRole('button', { name: 'Join', exact: true })).toBeDisabled();
  await expect(clientPage.getByText(/The call opens at .*, 10 minutes before the start\./)).toBeVisible();
  const early = await clientPage.request.get(`${A}/api/v1/meeting/video/${later}?tz=Asia/Manila`);
  expect(early.status()).toBe(403);
  expect((await early.json()).message).toMatch(/^This call opens at .* \(Asia\/Manila\), 10 minutes before the start\.$/);

  const visitor = await browser.newPage();
  await visitor.goto(`${A}/customer-portal/meeting/${paid}/join`);
  await expect(visitor).toHaveURL(`${A}/login?callback_url=${encodeURIComponent(`/customer-portal/meeting/${paid}/join`)}`);
  await visitor.goto(`${A}/meeting/${paid}`);
  await expect(visitor).toHaveURL(new RegExp(`/login\\?callback_url=${encodeURIComponent(`/meeting/${paid}`)}`));
});
