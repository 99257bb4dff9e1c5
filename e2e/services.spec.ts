import fs from 'node:fs';
import path from 'node:path';
import { expect, type BrowserContext, type Page } from './fixtures/test';
import { authSettled } from './fixtures/auth';
import { PDF } from './fixtures/booking';
import { letterCodeMailedTo } from './fixtures/letters';
import { bookableLawyer } from './fixtures/lawyers';
import { pageReady } from './fixtures/ready';
import { test } from './fixtures/users';
import { machineWait } from './slowdown';

// Issue 62, the first "Done when": on a phone (375 px) a client orders a demand letter from a lawyer, signs the
// engagement letter generated from the catalogue, pays in the sandbox; the lawyer countersigns (takes the order),
// delivers a file; the client asks for the one included revision, the lawyer delivers again, the client accepts.
// Nothing can be delivered before both have signed.
// Issue 72: the profile's card and the order page say, in Filipino on the phone too, who sends the letter; the
// client has the lawyer send it (+₱500), and the lawyer attaches the proof of sending. Signed and not paid, the
// lawyer's letter waits for the client's payment: no form to countersign (item 12).

const PHONE = { width: 375, height: 812 };
test.use({ timezoneId: 'Asia/Manila', viewport: PHONE, acceptDownloads: true });

/** Where the screenshots go (the team's notes when asked; the run's results otherwise). */
const SHOTS = process.env.E2E_SHOTS_DIR ?? 'test-results';
const shot = async (page: Page, name: string) => {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, name), fullPage: true });
};

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });
const panel = (page: Page) => page.getByTestId('service-order-panel');
const letterPanel = (page: Page) => page.getByTestId('engagement-letter');
const deliveryFile = (name: string) => ({ name, mimeType: 'application/pdf', buffer: PDF });

/** The signer's part on the letter panel: the name as printed, the consent, the code mailed to them, then sign. */
async function signOnPage(page: Page, name: string, email: string, button: 'I sign' | 'I countersign') {
  const letter = letterPanel(page);
  await letter.getByLabel(`Your full name, as printed: ${name}`).fill(name);
  await letter.getByRole('checkbox', { name: /I have read this engagement letter \(version 1\) and I sign it electronically/ }).check();
  await letter.getByRole('button', { name: 'Send code' }).click();
  await expect(letter.getByRole('status')).toContainText('Code sent to');
  const code = await letterCodeMailedTo(page.context().browser()!, email);
  await letter.getByLabel('6-digit code').fill(code);
  await letter.getByRole('button', { name: button, exact: true }).click();
}

/** A delivery through the lawyer's form: a note and one file. */
async function deliver(page: Page, button: 'Deliver the work' | 'Deliver again', file: string) {
  await panel(page).getByRole('button', { name: button }).click();
  const form = page.getByTestId('order-form-deliver');
  await form.getByLabel('A note to the client').fill(`Here is ${file}.`);
  await form.getByLabel('Add files').setInputFiles(deliveryFile(file));
  await expect(form.getByTestId('file-pick-status')).toHaveText('1 file attached');
  await form.getByRole('button', { name: 'Deliver', exact: true }).click();
  await expect(toast(page, 'Delivered. The client is told.')).toBeVisible();
}

/** POST deliveries straight to the API, as a lawyer trying to deliver early would: the answer's status. */
async function tryDeliver(context: BrowserContext, id: string): Promise<number> {
  const res = await context.request.post(`/api/v1/service-orders/${id}/deliveries`, {
    multipart: { note: 'Too early', files: { name: 'early.pdf', mimeType: 'application/pdf', buffer: PDF } },
  });
  return res.status();
}

test('a client orders a demand letter on a phone, signs the letter made from the catalogue and pays; the lawyer countersigns and delivers; one revision; the client accepts', async ({
  browser,
  customerContext,
}) => {
  test.setTimeout(300_000);
  const client = customerContext.customer;
  const clientName = `${client.first_name} ${client.last_name}`;

  // A lawyer of this test alone, offering a demand letter at ₱4,500 in 3 days.
  const lawyerContext = await browser.newContext({ timezoneId: 'Asia/Manila', viewport: PHONE, isMobile: true, hasTouch: true });
  const lawyer = await bookableLawyer(browser, lawyerContext, 'civil');
  const offered = await lawyerContext.request.put('/api/v1/lawyers/profile/services', {
    data: { offers: [{ service_type: 'DEMAND_LETTER', price_pesos: 4500, turnaround_days: 3, send_price_pesos: 500 }] },
  });
  expect(offered.status(), await offered.text()).toBe(200);
  const lawyerName = String((await (await lawyerContext.request.get('/api/v1/lawyers/profile')).json()).display_name);

  // A service the lawyer does not offer is not found; a visitor is sent to sign in and back.
  const cp = await customerContext.newPage();
  const missing = await cp.goto(`/services/order/${lawyer._id}/CONTRACT_REVIEW`);
  expect(missing?.status()).toBe(404);
  const visitor = await browser.newContext({ viewport: PHONE });
  const vp = await visitor.newPage();
  await vp.goto(`/services/order/${lawyer._id}/DEMAND_LETTER`);
  await expect(vp).toHaveURL(new RegExp(`/login\\?callback_url=%2Fservices%2Forder%2F${lawyer._id}%2FDEMAND_LETTER$`));
  await visitor.close();

  // The order page: the service's card (the catalogue's words, the offer's terms), the intake, the §35 statement.
  await cp.goto(`/services/order/${lawyer._id}/DEMAND_LETTER`);
  await pageReady(cp);
  const card = cp.getByTestId('service-card');
  await expect(card.getByRole('heading', { name: 'Demand letter' })).toBeVisible();
  await expect(card.getByTestId('service-price')).toHaveText('₱4,500');
  await expect(card).toContainText('Delivered within 3 calendar days');
  await expect(card).toContainText('1 revision included');
  await expect(card).toContainText('writes one demand letter');
  await expect(cp.getByTestId('limited-service')).toContainText('Limited Legal Service');
  expect(
    await cp.evaluate(() => document.documentElement.scrollWidth),
    await cp.evaluate(() =>
      [...document.querySelectorAll('main *')]
        .filter((e) => e.getBoundingClientRect().right > 376)
        .slice(0, 6)
        .map((e) => `${e.tagName}.${e.className} ${Math.round(e.getBoundingClientRect().right)}`)
        .join(' | '),
    ),
  ).toBeLessThanOrEqual(375);
  await shot(cp, 'services-order-page-375.png');

  // Sent empty: the schema's words beside the fields (the other party and the §35 box among them).
  await cp.getByRole('button', { name: 'Order for ₱4,500' }).click();
  await expect(cp.getByText("Give the other party's name so the lawyer can check for a conflict of interest.")).toBeVisible();
  await expect(cp.getByText('Tick the box to confirm that you understand this is a limited legal service.')).toBeVisible();

  await cp
    .getByLabel('What happened?')
    .fill('I lent ₱60,000 to my neighbour in March with a signed promissory note; nothing was paid back.');
  await cp.getByLabel('What do you want the other party to do?').fill('Pay the ₱60,000 within 15 days.');
  await cp.getByLabel(/^Amount you claim/).fill('60000');
  await cp.getByLabel('Days the other party has to comply').fill('15');
  await cp.getByLabel("The other party's name").fill('Ramon Villanueva');
  await cp.getByLabel('Add documents').setInputFiles(deliveryFile('promissory-note.pdf'));
  await cp.getByRole('checkbox', { name: 'I understand that this is a limited legal service for this matter only.' }).check();
  await cp
    .getByTestId('sending-choice')
    .getByRole('radio', { name: /^The lawyer sends it \(₱500 more\)/ })
    .check();
  await cp.getByRole('button', { name: 'Order for ₱5,000' }).click();
  await expect(cp).toHaveURL(/\/customer-portal\/work-items\/[0-9a-f-]{36}$/);
  const id = cp.url().split('/').pop()!;
  await authSettled(cp);

  // The order's page: awaiting payment, the letter to sign first; no Pay button before the client signed.
  await expect(panel(cp).getByTestId('order-status')).toHaveText('Awaiting payment');
  await expect(panel(cp).getByRole('link', { name: 'Sign the engagement letter below ↓' })).toBeVisible();
  await expect(panel(cp).getByRole('button', { name: /^Pay / })).toHaveCount(0);
  await expect(cp.getByText('promissory-note.pdf').first()).toBeVisible();

  // The letter was generated from the catalogue entry (shown open: it is the client's turn): it names the service and says what it is.
  const letter = letterPanel(cp).getByRole('article');
  await expect(letter).toContainText('Demand letter');
  await expect(letter).toContainText('writes one demand letter');
  await expect(letter).toContainText('₱4,500.00');
  await expect(letter).toContainText('Sending by e-mail and registered mail');
  await expect(letter).toContainText('₱5,000.00');
  await expect(panel(cp).getByTestId('order-sending')).toHaveAttribute('data-by', 'LAWYER');
  expect(await tryDeliver(lawyerContext, id)).toBeGreaterThanOrEqual(400);
  await shot(cp, 'services-order-panel-client-375.png');
  await signOnPage(cp, clientName, client.email, 'I sign');
  await expect(toast(cp, 'You signed the engagement letter')).toBeVisible();

  // Issue 72, item 12: signed, not paid — the lawyer's letter waits for the client's payment, with nothing to countersign.
  const lp = await lawyerContext.newPage();
  await lp.goto(`/lawyer-portal/work-items/${id}`);
  await authSettled(lp);
  await expect(letterPanel(lp).getByTestId('letter-situation')).toContainText("Waiting for the client's payment");
  await expect(letterPanel(lp).getByRole('button', { name: 'Send code' })).toHaveCount(0);
  await shot(lp, 'services-letter-waiting-payment-375.png');

  // Signed: Pay opens the sandbox checkout.
  await expect(panel(cp).getByRole('button', { name: 'Pay ₱5,000' })).toBeVisible();
  await panel(cp).getByRole('button', { name: 'Pay ₱5,000' }).click();
  await expect(cp).toHaveURL(/\/checkout\/sandbox\/cs_sbx_[0-9a-f]+$/);
  await cp.getByRole('radio', { name: 'GCash' }).check();
  await cp.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(cp).toHaveURL(/\/checkout\?payment=[0-9a-f-]{36}$/, { timeout: machineWait(30_000) });
  await expect(cp.getByRole('status')).toHaveAttribute('data-state', 'paid');

  // Paid, not yet countersigned: the lawyer still cannot deliver. They countersign on their page: the order is taken.
  expect(await tryDeliver(lawyerContext, id)).toBeGreaterThanOrEqual(400);
  await lp.reload();
  await authSettled(lp);
  await expect(panel(lp).getByTestId('order-status')).toHaveText('Waiting for the lawyer');
  await expect(panel(lp).getByTestId('order-other-party')).toHaveText('Other party: Ramon Villanueva');
  await expect(panel(lp).getByTestId('order-take-by')).toContainText('Take or decline by');
  await expect(panel(lp).getByRole('button', { name: 'Decline the order' })).toBeVisible();
  await signOnPage(lp, lawyerName, lawyer.email, 'I countersign');
  await expect(panel(lp).getByTestId('order-status')).toHaveText('In progress');
  await expect(panel(lp).getByTestId('order-due')).toContainText('Due by');

  // The first delivery; the lawyer sends it and attaches the registry receipt; the client asks for the one included revision.
  await deliver(lp, 'Deliver the work', 'demand-letter-v1.pdf');
  await expect(panel(lp).getByTestId('order-status')).toHaveText('Delivered');
  await panel(lp).getByRole('button', { name: 'Attach proof of sending' }).click();
  const proofForm = lp.getByTestId('order-form-proof');
  await proofForm.getByLabel('Add files').setInputFiles(deliveryFile('registry-receipt.pdf'));
  await proofForm.getByRole('button', { name: 'Attach', exact: true }).click();
  await expect(toast(lp, 'Proof of sending attached. The client can see it.')).toBeVisible();
  await cp.goto(`/customer-portal/work-items/${id}`);
  await authSettled(cp);
  await expect(panel(cp).getByTestId('order-status')).toHaveText('Delivered');
  await expect(panel(cp).getByTestId('revisions-left')).toHaveText('1 revision left');
  await expect(panel(cp).getByRole('link', { name: /demand-letter-v1\.pdf/ })).toBeVisible();
  await expect(panel(cp).getByTestId('order-dispute-until')).toContainText('You can open a dispute until');
  await expect(panel(cp).getByTestId('notary-note')).toHaveCount(0);
  await expect(
    panel(cp)
      .getByTestId('order-sending-proof')
      .getByRole('link', { name: /registry-receipt\.pdf/ }),
  ).toBeVisible();
  await shot(cp, 'services-order-panel-delivered-375.png');
  await panel(cp).getByRole('button', { name: 'Ask for a revision' }).click();
  await cp.getByLabel('What should change?').fill('Please name the due date in words and add my address as the return address.');
  await cp.getByRole('button', { name: 'Ask for the revision' }).click();
  await expect(toast(cp, 'Revision asked. The lawyer is told.')).toBeVisible();
  await expect(panel(cp).getByTestId('order-status')).toHaveText('In progress');

  // The second delivery; no revision is left, so the client accepts.
  await lp.reload();
  await authSettled(lp);
  await deliver(lp, 'Deliver again', 'demand-letter-v2.pdf');
  await cp.reload();
  await authSettled(cp);
  await expect(panel(cp).getByTestId('order-delivery')).toHaveCount(2);
  await expect(panel(cp).getByTestId('revisions-left')).toHaveText('No revision left');
  await expect(panel(cp).getByRole('button', { name: 'Ask for a revision' })).toHaveCount(0);
  cp.once('dialog', (dialog) => void dialog.accept());
  await panel(cp).getByRole('button', { name: 'Accept the work' }).click();
  await expect(toast(cp, 'You accepted the work.')).toBeVisible();
  await expect(panel(cp).getByTestId('order-status')).toHaveText('Accepted');
  // Accepted: what is left is the dispute, while its window is open.
  await expect(panel(cp).getByTestId('order-actions').getByRole('button')).toHaveText(['Open a dispute']);

  // Signed by both before the first delivery: the letter's signatures come before it, the client's first.
  const letterState = await (await customerContext.request.get(`/api/v1/work-items/${id}/letter`)).json();
  const order = await (await customerContext.request.get(`/api/v1/service-orders/${id}`)).json();
  const signedAt = Object.fromEntries(
    (letterState.letter.signatures as { role: string; signed_at: string }[]).map((s) => [s.role, Date.parse(s.signed_at)]),
  );
  const firstDelivery = Math.min(...(order.deliveries as { delivered_at: string }[]).map((d) => Date.parse(d.delivered_at)));
  expect(letterState.letter.status).toBe('SIGNED');
  expect(signedAt.CUSTOMER).toBeLessThan(signedAt.LAWYER);
  expect(signedAt.LAWYER).toBeLessThan(firstDelivery);
  // Its blocks (the PDF's) name the service and restate the catalogue's scope.
  expect(JSON.stringify(letterState.letter.document)).toContain('Matter: Demand letter');
  expect(JSON.stringify(letterState.letter.document)).toContain('writes one demand letter');
  expect(order.status).toBe('ACCEPTED');
  expect(order.revisions_used).toBe(1);

  // The panel at 1280 px and in Filipino, for the closing note.
  await shot(cp, 'services-order-panel-accepted-375.png');
  await cp.setViewportSize({ width: 1280, height: 900 });
  await shot(cp, 'services-order-panel-accepted-1280.png');
  await cp.goto(`/fil/customer-portal/work-items/${id}`);
  await authSettled(cp);
  await expect(panel(cp).getByTestId('order-status')).toHaveText('Tinanggap');
  await shot(cp, 'services-order-panel-fil-1280.png');
  await cp.goto(`/fil/services/order/${lawyer._id}/DEMAND_LETTER`);
  await pageReady(cp);
  await shot(cp, 'services-order-page-fil-1280.png');
  await cp.setViewportSize(PHONE);
  await shot(cp, 'services-order-page-fil-375.png');

  // Issue 72, in Filipino at 375 px (a first-time client's way in: the profile, then the order page): the profile's
  // card says which sending is included and what the lawyer's costs; the order page says it again and offers the
  // choice, the button saying the total.
  await cp.goto(`/fil/lawyer/${lawyer._id}`);
  await expect(cp.getByTestId('profile-services').getByTestId('offer-sending')).toHaveText(
    'Kasama: ang pirmadong sulat, na ikaw ang magpapadala. O ipapadala ito ng abogado sa e-mail at registered mail, may patunay ng pagpapadala, sa dagdag na ₱500.',
  );
  await cp.goto(`/fil/services/order/${lawyer._id}/DEMAND_LETTER`);
  await pageReady(cp);
  await expect(cp.getByTestId('service-card').getByTestId('service-sending')).toContainText('sa dagdag na ₱500');
  const choice = cp.getByTestId('sending-choice');
  await expect(choice.getByRole('radio', { name: /^Ako ang magpapadala/ })).toBeChecked();
  await expect(cp.getByRole('button', { name: 'Umorder sa halagang ₱4,500' })).toBeVisible();
  await choice.getByRole('radio', { name: /^Ang abogado ang magpapadala \(dagdag na ₱500\)/ }).check();
  await expect(cp.getByRole('button', { name: 'Umorder sa halagang ₱5,000' })).toBeVisible();
  expect(await cp.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await shot(cp, 'services-order-sending-fil-375.png');

  await cp.goto(`/services/order/${lawyer._id}/DEMAND_LETTER`);
  await cp.setViewportSize({ width: 1280, height: 900 });
  await pageReady(cp);
  await shot(cp, 'services-order-page-1280.png');
  await lawyerContext.close();
});
