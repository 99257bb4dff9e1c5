import { expect, type Page } from './fixtures/test';
import { authSettled, mailsTo } from './fixtures/auth';
import { PDF, paidConsultation, periodsAhead } from './fixtures/booking';
import { signLetterByApi } from './fixtures/letters';
import { test } from './fixtures/users';
import { bookableLawyer } from './fixtures/lawyers';
import { machineWait } from './slowdown';

test.use({ timezoneId: 'Asia/Manila' });

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });
const statusOf = (page: Page) => page.getByTestId('work-item-status').locator('[data-status]');

async function noHorizontalScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
}

test('an engagement from proposal to completion: propose, accept and pay in the sandbox, book the included meeting, complete and confirm; a second one is rejected', async ({
  browser,
  customerContext,
}) => {
  test.setTimeout(180_000);
  const client = customerContext.customer;
  const lawyerContext = await browser.newContext({ timezoneId: 'Asia/Manila' });
  const lawyer = await bookableLawyer(browser, lawyerContext);
  await paidConsultation(customerContext.request, lawyer._id);
  const title = `Annulment petition ${Date.now().toString(36)}`;

  // The lawyer reaches the engagements from the avatar menu and drafts a proposal.
  const lp = await lawyerContext.newPage();
  await lp.goto('/lawyer-portal');
  await authSettled(lp);
  await lp.getByRole('banner').getByRole('button', { name: 'Account settings' }).click();
  await lp.getByRole('menuitem', { name: 'Engagement Agreements' }).click();
  await expect(lp).toHaveURL(/\/lawyer-portal\/work-items$/);
  await lp.getByRole('link', { name: 'New proposal' }).click();
  await expect(lp.getByRole('heading', { name: 'New engagement proposal' })).toBeVisible();
  await lp.getByLabel('Client', { exact: true }).selectOption(client._id);
  await lp.getByLabel('Title', { exact: true }).fill(title);
  await lp
    .getByLabel('Scope of services')
    .fill('Prepare and file a petition for declaration of nullity of marriage. Court appearances after the pre-trial are not included.');
  await lp.getByLabel('Deliverables', { exact: true }).fill('Petition, judicial affidavits, representation at the pre-trial.');
  await lp.getByLabel('Fee line 1 description').fill('Drafting the petition');
  await lp.getByLabel('Fee line 1 amount (₱)').fill('40000');
  await lp.getByRole('button', { name: 'Add a line' }).click();
  await lp.getByLabel('Fee line 2 description').fill('Filing and pre-trial');
  await lp.getByLabel('Fee line 2 amount (₱)').fill('25000.50');
  await expect(lp.getByTestId('fee-total')).toHaveText('₱65,000.50');
  await lp.getByLabel('Estimated timeline').fill('6 to 8 weeks to filing');
  await lp.getByLabel('Included meetings', { exact: true }).fill('1');
  await lp.getByLabel('Length of each meeting').selectOption('30');
  await lp
    .getByLabel('Attachments', { exact: true })
    .setInputFiles([{ name: 'engagement-letter.pdf', mimeType: 'application/pdf', buffer: PDF }]);
  await noHorizontalScroll(lp);
  await lp.screenshot({ path: 'test-results/work-item-proposal-1280.png', fullPage: true });
  await lp.getByRole('button', { name: 'Send proposal' }).click();
  await expect(toast(lp, 'Proposal sent to your client')).toBeVisible();
  await expect(lp).toHaveURL(/\/lawyer-portal\/work-items\/[0-9a-f-]{36}$/);
  const id = lp.url().split('/').pop()!;
  await expect(statusOf(lp)).toHaveAttribute('data-status', 'PROPOSAL');

  // The client was e-mailed, finds it in their list and reads the terms at 1280 and 375 px.
  await expect
    .poll(async () => (await mailsTo(browser, client.email)).some((m) => m.subject.startsWith('New engagement proposal')))
    .toBe(true);
  const cp = await customerContext.newPage();
  await cp.goto('/customer-portal/work-items');
  await authSettled(cp);
  const row = cp.getByRole('tabpanel').getByRole('link').filter({ hasText: title });
  await expect(row).toContainText('Your turn');
  await row.click();
  await expect(cp.getByRole('heading', { name: title })).toBeVisible();
  await expect(cp.getByTestId('work-item-total')).toHaveText('₱65,000.50');
  await expect(cp.getByRole('list', { name: 'Engagement files' })).toContainText('engagement-letter.pdf');
  await cp.screenshot({ path: 'test-results/work-item-client-proposal-1280.png', fullPage: true });
  await cp.setViewportSize({ width: 375, height: 800 });
  await noHorizontalScroll(cp);
  await cp.screenshot({ path: 'test-results/work-item-client-proposal-375.png', fullPage: true });
  await cp.setViewportSize({ width: 1280, height: 800 });

  // Issue 42: payment opens once both signed the engagement letter (its own journey: e2e/engagement-letters.spec.ts).
  await expect(cp.getByRole('button', { name: 'Accept and pay ₱65,000.50' })).toHaveCount(0);
  await signLetterByApi(
    browser,
    { request: lawyerContext.request, email: lawyer.email },
    { request: customerContext.request, email: client.email },
    id,
  );
  await cp.reload();
  // Accept and pay in the sandbox; PAID comes from the webhook, read back from the database.
  await cp.getByRole('button', { name: 'Accept and pay ₱65,000.50' }).click();
  await expect(cp).toHaveURL(/\/checkout\/sandbox\/cs_sbx_[0-9a-f]+$/);
  await expect(cp.getByText('Engagement fee')).toBeVisible();
  await cp.getByRole('radio', { name: 'GCash' }).check();
  await cp.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(cp).toHaveURL(/\/checkout\?payment=[0-9a-f-]{36}$/, { timeout: machineWait(30_000) });
  await expect(cp.getByRole('status')).toHaveAttribute('data-state', 'paid');
  await cp.getByRole('link', { name: 'View engagement' }).click();
  await expect(statusOf(cp)).toHaveAttribute('data-status', 'PAID');
  await lp.reload();
  await expect(statusOf(lp)).toHaveAttribute('data-status', 'PAID');
  await lp.getByRole('button', { name: 'Offer an additional service' }).click();
  await lp.screenshot({ path: 'test-results/work-item-lawyer-paid-1280.png', fullPage: true });
  await lp.getByRole('button', { name: 'Cancel', exact: true }).click();

  // In the lawyer's ledger, next to meetings.
  await lp.goto('/lawyer-portal/payments');
  const entry = lp.getByRole('region', { name: 'Ledger' }).getByRole('row').filter({ hasText: title });
  await expect(entry).toContainText(`Engagement: ${title}`);
  await expect(entry).toContainText('₱65,000.50');
  await expect(entry).toContainText('Owed to you');

  // The client books the included meeting in the lawyer's free time (the furthest day offered).
  await cp.getByRole('button', { name: 'Book Meeting 1' }).click();
  await cp.getByRole('group', { name: 'Day' }).getByRole('button').last().click();
  await cp.getByRole('group', { name: 'Time' }).getByRole('button').first().click();
  await cp.getByRole('button', { name: 'Book meeting', exact: true }).click();
  await expect(toast(cp, 'Meeting scheduled')).toBeVisible();
  const meetingLink = cp.getByRole('list', { name: 'Included meetings' }).getByRole('link', { name: 'View meeting' });
  await expect(meetingLink).toBeVisible();
  const meetingId = (await meetingLink.getAttribute('href'))!.split('/').pop()!;
  const meeting = await (await customerContext.request.get(`/api/v1/meeting/${meetingId}`)).json();
  expect(meeting).toMatchObject({ status: 'CONFIRMED', price: 0, work_item_id: id, duration: 30 });

  // In both calendars: the client's upcoming meetings and the lawyer's month grid.
  await cp.goto('/customer-portal');
  await expect(cp.getByRole('tabpanel').getByRole('link').filter({ hasText: title })).toContainText('Confirmed');
  await lp.goto('/lawyer-portal/calendar');
  await authSettled(lp);
  await lp.getByRole('button', { name: 'Month' }).click();
  for (let i = 0; i < periodsAhead(meeting.start_time, 'month'); i++) await lp.getByRole('button', { name: 'Next month' }).click();
  await expect(lp.getByTestId('calendar-month').locator(`a[href="/lawyer-portal/meeting/${meetingId}"]`).first()).toBeVisible();

  // The lawyer completes (COMPLETED on their side at once), the client confirms → COMPLETED.
  lp.on('dialog', (d) => void d.accept());
  await lp.goto(`/lawyer-portal/work-items/${id}`);
  await lp.getByRole('button', { name: 'Mark work as complete' }).click();
  await expect(toast(lp, 'Marked as complete')).toBeVisible();
  await expect(statusOf(lp)).toHaveAttribute('data-status', 'COMPLETED');
  cp.on('dialog', (d) => void d.accept());
  await cp.goto(`/customer-portal/work-items/${id}`);
  await cp.getByRole('button', { name: 'Confirm completion' }).click();
  await expect(toast(cp, 'The engagement is complete')).toBeVisible();
  await expect(statusOf(cp)).toHaveAttribute('data-status', 'COMPLETED');
  const timeline = cp.getByRole('list', { name: 'Timeline' });
  for (const line of [
    'sent the proposal',
    'You accepted the proposal',
    'Payment received',
    'marked the work as complete',
    'You confirmed completion',
  ])
    await expect(timeline).toContainText(line);
  await cp.screenshot({ path: 'test-results/work-item-completed-1280.png', fullPage: true });

  // A second proposal is declined with a reason → REJECTED on both sides.
  const second = await lawyerContext.request.post('/api/v1/work-items', {
    data: {
      customer_id: client._id,
      status: 'PROPOSAL',
      title: 'Deed of sale review',
      scope: 'Review the deed of absolute sale.',
      deliverables: 'Marked-up deed.',
      fee_breakdown: [{ label: 'Review', amount: 800_000 }],
      payment_terms: 'Full fee on acceptance.',
      estimated_timeline: '3 days',
      included_meetings: { count: 0, duration: 30 },
    },
  });
  expect(second.status(), await second.text()).toBe(201);
  const secondId = (await second.json())._id;
  await cp.goto(`/customer-portal/work-items/${secondId}`);
  await cp.getByRole('button', { name: 'Decline', exact: true }).click();
  await cp.getByLabel('Reason (optional)').fill('I will handle the sale myself.');
  await cp.getByRole('button', { name: 'Decline proposal' }).click();
  await expect(toast(cp, 'You declined this proposal')).toBeVisible();
  await expect(statusOf(cp)).toHaveAttribute('data-status', 'REJECTED');
  await cp.setViewportSize({ width: 375, height: 800 });
  await noHorizontalScroll(cp);
  await cp.screenshot({ path: 'test-results/work-item-rejected-375.png', fullPage: true });
  await lp.goto('/lawyer-portal/work-items');
  await lp.getByRole('tab', { name: 'Rejected' }).click();
  await expect(lp.getByRole('tabpanel').getByRole('link').filter({ hasText: 'Deed of sale review' })).toContainText('Rejected');
  await lp.setViewportSize({ width: 375, height: 800 });
  await noHorizontalScroll(lp);
  await lp.screenshot({ path: 'test-results/work-items-lawyer-list-375.png', fullPage: true });
  await lp.goto(`/lawyer-portal/work-items/${id}`);
  await noHorizontalScroll(lp);
  await lp.screenshot({ path: 'test-results/work-item-lawyer-completed-375.png', fullPage: true });
  await lawyerContext.close();
});
