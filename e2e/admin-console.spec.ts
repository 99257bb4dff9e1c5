import { expect, test, type BrowserContext, type Page } from './fixtures/test';
import { adminContext, adminPages, auditActions, completeProfile, signUpLawyer } from './fixtures/admin';
import { authSettled, loginAs, mailsTo } from './fixtures/auth';
import { PDF, freeSlots } from './fixtures/booking';
import { test as withCustomer } from './fixtures/users';
import { pageReady } from './fixtures/ready';
import { bookableLawyer } from './fixtures/lawyers';

/**
 * The operations console (issue 15): verification, moderation, refunds (issue 24), the audit log — driven by
 * an admin in one browser context and seen by the lawyer or client in another.
 */

async function expectToast(page: Page, text: string | RegExp) {
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: text }).first()).toBeVisible();
}

/** The queue row of one lawyer (the table's row, or its card on a phone). */
const queueRow = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });

/** The dashboard's verification card (the notifications list below repeats some of its words). */
const card = (page: Page) => page.getByRole('region', { name: 'Verification' });

test('a lawyer signs up; the admin opens both IDs and approves; the lawyer sees "verified" and can go public', async ({ browser }) => {
  test.setTimeout(180_000);
  const lawyerContext = await browser.newContext({ timezoneId: 'Asia/Manila' });
  const lawyerPage = await lawyerContext.newPage();
  const { id } = await signUpLawyer(browser, lawyerPage, 'Imelda', 'Kalaw');
  await lawyerPage.goto('/lawyer-portal');
  await pageReady(lawyerPage);
  await expect(card(lawyerPage).getByText('We are checking your IBP ID and government ID.')).toBeVisible();

  const admin = await adminContext(browser);
  const page = await admin.newPage();
  await page.goto('/admin/verifications');
  await pageReady(page);
  const row = queueRow(page, 'Imelda Kalaw');
  await expect(row).toBeVisible();
  await expect(row.getByRole('link', { name: 'Search the Roll of Attorneys' })).toHaveAttribute('href', /sc\.judiciary\.gov\.ph.*Kalaw/);
  // Both IDs open for the admin, shown rather than downloaded (private files; each view is audited;
  // e2e/admin-desk.spec.ts checks the inline serving).
  await row.getByRole('button', { name: 'IBP ID', exact: true }).click();
  const image = page.getByRole('dialog').getByRole('img', { name: 'IBP ID of Imelda Kalaw' });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await page.keyboard.press('Escape');
  const pdf = row.getByRole('link', { name: /Government ID of Imelda Kalaw/ });
  const file = await admin.request.get((await pdf.getAttribute('href'))!);
  expect([file.status(), file.headers()['content-type']]).toEqual([200, 'application/pdf']);
  await row.getByRole('button', { name: 'Approve Imelda Kalaw' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Approve Imelda Kalaw' }).click();
  await expectToast(page, 'Imelda Kalaw is verified.');
  await expect(queueRow(page, 'Imelda Kalaw')).toHaveCount(0);
  expect(await auditActions(admin.request, id)).toEqual(['lawyer.verification.approve']);
  const views = await (await admin.request.get('/api/v1/admin/audit-log?action=file.view')).json();
  expect(views.results.filter((r: { metadata: { owner_id?: string } }) => r.metadata.owner_id === id).length).toBeGreaterThanOrEqual(2);

  // The lawyer is told, sees "verified", completes the profile and goes public.
  await lawyerPage.reload();
  await expect(card(lawyerPage).getByText('Your IBP membership is verified.')).toBeVisible();
  await completeProfile(lawyerPage.request, 'Imelda', 'Kalaw');
  await lawyerPage.goto('/lawyer-portal/profile');
  await pageReady(lawyerPage);
  const visibility = lawyerPage.getByRole('switch', { name: 'Profile visible to clients' });
  await visibility.click();
  await expect(visibility).toHaveAttribute('aria-checked', 'true');
  await expect(lawyerPage.getByText('Clients can find and book you.')).toBeVisible();
  expect((await lawyerPage.request.get(`/api/v1/lawyers/${id}/profile`)).status()).toBe(200);
  const lawyerEmail: string = (await (await lawyerPage.request.get('/api/v1/auth/session')).json()).email;
  await expect.poll(async () => (await mailsTo(browser, lawyerEmail)).map((m) => m.subject)).toContain('You are verified on Abogado');
  await expect(lawyerPage.getByRole('link', { name: 'View your public profile' })).toBeVisible();

  // Hidden by a moderator: the portal says so (one rule, lib/rules/listing.ts) and links to no dead page.
  const hide = await admin.request.put(`/api/v1/admin/moderation/lawyer/${id}`, {
    data: { hidden: true, reason: 'Identity under review.' },
  });
  expect(hide.status(), await hide.text()).toBe(200);
  expect((await lawyerPage.request.get(`/api/v1/lawyers/${id}/profile`)).status()).toBe(404);
  await lawyerPage.reload();
  await expect(lawyerPage.getByText('Your profile is hidden by an administrator')).toBeVisible();
  await expect(lawyerPage.getByRole('link', { name: 'View your public profile' })).toHaveCount(0);
  await lawyerPage.goto('/lawyer-portal');
  await pageReady(lawyerPage);
  await expect(
    lawyerPage.getByRole('region', { name: 'Your profile' }).getByText('Your profile is hidden by an administrator'),
  ).toBeVisible();
  await expect(lawyerPage.getByRole('link', { name: 'View public profile' })).toHaveCount(0);
  await admin.close();
  await lawyerContext.close();
});

test('a rejected lawyer sees the reason, cannot go public, uploads again and is approved', async ({ browser }) => {
  test.setTimeout(180_000);
  const lawyerContext = await browser.newContext({ timezoneId: 'Asia/Manila' });
  const lawyerPage = await lawyerContext.newPage();
  const { id } = await signUpLawyer(browser, lawyerPage, 'Jacinto', 'Dagohoy');
  await completeProfile(lawyerPage.request, 'Jacinto', 'Dagohoy');

  const admin = await adminContext(browser);
  const page = await admin.newPage();
  await page.goto('/admin/verifications');
  await pageReady(page);
  const reason = 'The IBP ID photo is cut off: upload the whole front of the card.';
  await queueRow(page, 'Jacinto Dagohoy').getByRole('button', { name: 'Reject Jacinto Dagohoy' }).click();
  await page.getByLabel('What should the lawyer fix?').fill(reason);
  await page.getByRole('button', { name: 'Reject and tell the lawyer' }).click();
  await expectToast(page, 'Jacinto Dagohoy was told what to fix.');
  await page.goto('/admin/verifications?status=REJECTED');
  await pageReady(page);
  await expect(queueRow(page, 'Jacinto Dagohoy')).toContainText(reason);

  await lawyerPage.goto('/lawyer-portal');
  await pageReady(lawyerPage);
  await authSettled(lawyerPage);
  await expect(card(lawyerPage).getByText(reason)).toBeVisible();
  await lawyerPage.goto('/lawyer-portal/profile');
  await pageReady(lawyerPage);
  const visibility = lawyerPage.getByRole('switch', { name: 'Profile visible to clients' });
  await visibility.click();
  await expectToast(lawyerPage, /Failed!/);
  await expect(lawyerPage.getByText('Your verification was not approved.', { exact: false })).toBeVisible();
  await expect(visibility).toHaveAttribute('aria-checked', 'false');

  await lawyerPage.goto('/lawyer-portal');
  await pageReady(lawyerPage);
  await lawyerPage.getByLabel('IBP ID').setInputFiles({ name: 'ibp-front.pdf', mimeType: 'application/pdf', buffer: PDF });
  await lawyerPage.getByRole('button', { name: 'Send for verification' }).click();
  await expectToast(lawyerPage, 'Documents sent. We will check them again.');
  await expect(card(lawyerPage).getByText('We are checking your IBP ID and government ID.')).toBeVisible();

  await page.goto('/admin/verifications');
  await pageReady(page);
  const row = queueRow(page, 'Jacinto Dagohoy');
  await expect(row).toContainText(`Last asked to fix: ${reason}`);
  await row.getByRole('button', { name: 'Approve Jacinto Dagohoy' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Approve Jacinto Dagohoy' }).click();
  await expectToast(page, 'Jacinto Dagohoy is verified.');

  await lawyerPage.reload();
  await expect(card(lawyerPage).getByText('Your IBP membership is verified.')).toBeVisible();
  await lawyerPage.goto('/lawyer-portal/profile');
  await pageReady(lawyerPage);
  await visibility.click();
  await expect(visibility).toHaveAttribute('aria-checked', 'true');
  expect(await auditActions(admin.request, id)).toEqual(['lawyer.verification.approve', 'lawyer.verification.reject']);
  await admin.close();
  await lawyerContext.close();
});

withCustomer(
  'a hidden review leaves the profile and the rating; a reported profile reaches the queue',
  async ({ browser, customerContext }) => {
    withCustomer.setTimeout(180_000);
    const lawyerContext = await browser.newContext();
    const lawyer = await loginAs(lawyerContext, 'lawyer');
    await lawyerContext.close();
    const profileBefore = await (await customerContext.request.get(`/api/v1/lawyers/${lawyer._id}/profile`)).json();
    expect(profileBefore.review_count).toBeGreaterThan(0);

    // A client reports the first review on the profile.
    const client = await customerContext.newPage();
    await client.goto(`/lawyer/${lawyer._id}`);
    await pageReady(client);
    const heading = client.getByRole('heading', { name: /^Reviews \(\d+\)$/ });
    const total = Number((await heading.textContent())!.match(/\d+/)![0]);
    const firstReview = client.locator('#reviews li').first();
    const reviewText = (await firstReview.locator('p').last().textContent())!.trim();
    await firstReview.getByRole('link', { name: 'Report this review' }).click();
    await expect(client.getByRole('heading', { name: 'Report a review' })).toBeVisible();
    await client.getByLabel('What is wrong with it?').fill('It names the other party in my case.');
    await client.getByRole('button', { name: 'Send report' }).click();
    await expect(client.getByText('Thank you. Our moderators will look at it.')).toBeVisible();

    // And the lawyer's profile.
    await client.goto(`/lawyer/${lawyer._id}`);
    await pageReady(client);
    await client.getByRole('link', { name: 'Report this profile' }).click();
    await client.getByLabel('What is wrong with it?').fill('The office address does not exist.');
    await client.getByRole('button', { name: 'Send report' }).click();
    await expect(client.getByText('Thank you. Our moderators will look at it.')).toBeVisible();

    const admin = await adminContext(browser);
    const page = await admin.newPage();
    await page.goto('/admin/moderation');
    await pageReady(page);
    const profileReport = page.getByRole('row').filter({ hasText: 'The office address does not exist.' });
    await expect(profileReport).toContainText('Lawyer');
    const reviewReport = page.getByRole('row').filter({ hasText: 'It names the other party in my case.' });
    await expect(reviewReport).toContainText(reviewText);
    await reviewReport.getByRole('button', { name: /^Hide / }).click();
    await page.getByLabel('Reason (the owner is told)').fill('Reviews may not name other parties.');
    await page.getByRole('button', { name: 'Hide the review' }).click();
    await expectToast(page, 'The review is hidden.');

    // Gone from the profile and from the count and rating.
    await client.goto(`/lawyer/${lawyer._id}`);
    await pageReady(client);
    await expect(client.getByRole('heading', { name: `Reviews (${total - 1})` })).toBeVisible();
    await expect(client.locator('#reviews')).not.toContainText(reviewText);
    const profileAfter = await (await customerContext.request.get(`/api/v1/lawyers/${lawyer._id}/profile`)).json();
    expect(profileAfter.review_count).toBe(total - 1);

    // The profile report is dismissed; the review restored (the demo lawyer is shared by other specs).
    await profileReport.getByRole('button', { name: 'Dismiss' }).click();
    await page.getByLabel('Why no action?').fill('The address was checked with the city hall.');
    await page.getByRole('button', { name: 'Dismiss the report' }).click();
    await expectToast(page, 'Report dismissed.');
    await page.goto('/admin/moderation?tab=hidden');
    await pageReady(page);
    const hiddenRow = page.getByRole('row').filter({ hasText: reviewText });
    await hiddenRow.getByRole('button', { name: /^Restore / }).click();
    await page.getByLabel('Note for the owner').fill('Restored after the author edited it.');
    await page.getByRole('button', { name: 'Restore the review' }).click();
    await expectToast(page, 'The review is visible again.');
    await client.goto(`/lawyer/${lawyer._id}`);
    await pageReady(client);
    await expect(client.getByRole('heading', { name: `Reviews (${total})` })).toBeVisible();

    await page.goto('/admin/audit-log?action=review.');
    await pageReady(page);
    await expect(page.getByRole('row').filter({ hasText: 'Reviews may not name other parties.' })).toContainText('review.hide');
    await expect(page.getByRole('row').filter({ hasText: 'Restored after the author edited it.' })).toContainText('review.restore');
    await admin.close();
  },
);

withCustomer(
  'a cancelled paid booking is refunded through the provider: the client sees it pending, then sent, and is told; the admin sees its reference',
  async ({ browser, customerContext }) => {
    withCustomer.setTimeout(180_000);
    const lawyerContext = await browser.newContext();
    const lawyer = await bookableLawyer(browser, lawyerContext);
    await lawyerContext.close();
    const request = customerContext.request;
    // Booked, paid in the sandbox, then cancelled in time: the money must go back.
    const [slot] = (await freeSlots(request, lawyer._id)).slice(-1);
    const booked = await request.post('/api/v1/meeting', {
      data: { lawyer_id: lawyer._id, duration: 30, call_type: 'VIDEO', start_time: slot, subject: 'Refund test' },
    });
    expect(booked.status(), await booked.text()).toBeLessThan(300);
    const { _id: meetingId, checkout_url: checkoutUrl } = await booked.json();
    const sessionId = new URL(checkoutUrl, 'http://x').pathname.split('/').pop()!;
    const paid = await request.post(`/api/v1/payments/sandbox/${sessionId}`, { data: { action: 'pay', method: 'gcash' } });
    expect(paid.status(), await paid.text()).toBeLessThan(300);
    await expect.poll(async () => (await (await request.get(`/api/v1/meeting/${meetingId}`)).json()).status).toBe('CONFIRMED');
    expect((await request.put(`/api/v1/meeting/${meetingId}/cancel`, { data: { reason: 'Settled out of court' } })).status()).toBe(200);

    // The refund went to the sandbox with the cancellation; the meeting page says so.
    const client = await customerContext.newPage();
    await client.goto(`/customer-portal/meeting/${meetingId}`);
    await pageReady(client);
    await expect(client.getByTestId('refund-status')).toContainText(/Your refund of ₱[\d,]+ (was requested on|was sent on)/);
    // The sandbox settles it some seconds later and says so by webhook (applied on the scheduler's pass).
    await expect
      .poll(async () => (await (await request.get(`/api/v1/meeting/${meetingId}`)).json()).refund?.status, { timeout: 90_000 })
      .toBe('succeeded');
    await client.reload();
    await expect(client.getByTestId('refund-status')).toContainText(/Your refund of ₱[\d,]+ was sent on .+ \(reference ref_sbx_/);

    const admin = await adminContext(browser);
    const page = await admin.newPage();
    await page.goto('/admin/payments?status=REFUNDED');
    await pageReady(page);
    const row = page.getByRole('row').filter({ hasText: customerContext.customer.email });
    await expect(row).toContainText('Refunded');
    await expect(row).toContainText('ref_sbx_');
    await expect(row.getByRole('button', { name: 'Mark refunded' })).toHaveCount(0);

    // The client is told: an e-mail and an in-app notification.
    await expect
      .poll(
        async () =>
          (await mailsTo(browser, customerContext.customer.email)).find((m) => /^Your refund of ₱[\d,]+ was sent$/.test(m.subject))?.text,
      )
      .toContain('ref_sbx_');
    await expect
      .poll(async () => (await (await request.get('/api/v1/notifications/in-app')).json()).results.map((n: { title: string }) => n.title))
      .toContain('Refund sent');
    await admin.close();
  },
);

// Last, so the tables have the rows the tests above made. One test per admin page and width: a page
// that overflows fails on its own, with its name. A person's page is walked for a lawyer with both
// documents on file, made once (with the admin's context) for these tests.
test.describe('every admin page fits a phone and a desktop (no sideways scrolling)', () => {
  let admin: BrowserContext;
  let personId: string;

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(120_000);
    const lawyerContext = await browser.newContext();
    personId = (await signUpLawyer(browser, await lawyerContext.newPage(), 'Melchora', 'Aquino')).id;
    await lawyerContext.close();
    admin = await adminContext(browser);
  });

  test.afterAll(async () => {
    await admin?.close();
  });

  for (const width of [1280, 375]) {
    for (const listed of adminPages({ userId: '[userId]' })) {
      test(`${listed} at ${width} px`, async () => {
        const p = listed.replace('[userId]', personId);
        const page = await admin.newPage();
        try {
          await page.setViewportSize({ width, height: 900 });
          await page.goto(p);
          await pageReady(page);
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
          expect(`${listed} at ${width}px overflows by ${overflow}px`).toBe(`${listed} at ${width}px overflows by 0px`);
          // One picture per page and width to look at.
          await page.screenshot({
            path: `test-results/admin${listed.replace('/admin', '').replace('[userId]', 'person').replace(/\//g, '-') || '-overview'}-${width}.png`,
            fullPage: width > 400,
          });
        } finally {
          await page.close();
        }
      });
    }
  }
});
