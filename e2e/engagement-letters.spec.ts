import fs from 'node:fs';
import { expect, type Download, type Page } from './fixtures/test';
import { authSettled, mailsTo } from './fixtures/auth';
import { paidConsultation } from './fixtures/booking';
import { letterCodeMailedTo } from './fixtures/letters';
import { pdfText } from './fixtures/pdf';
import { bookableLawyer } from './fixtures/lawyers';
import { test } from './fixtures/users';

// Issue 42: a work item becomes a written engagement letter both sides sign with a one-time code; the
// signed PDF (the letter and its signature certificate) is downloadable by both and verifiable by anyone.

test.use({ timezoneId: 'Asia/Manila' });

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });
const letterPanel = (page: Page) => page.getByTestId('engagement-letter');

const FEE_LINES = [
  { label: 'Drafting the petition', amount: 4_000_000, pdf: '₱40,000.00' },
  { label: 'Filing and pre-trial', amount: 2_500_050, pdf: '₱25,000.50' },
];

async function savedPdf(download: Download, name: string): Promise<string> {
  const file = test.info().outputPath(name);
  await download.saveAs(file);
  return file;
}

/** The signer's part: the name as printed, the consent, a code by e-mail from the outbox, then sign. */
async function signOnPage(page: Page, name: string, email: string, button: 'I sign' | 'I countersign') {
  const panel = letterPanel(page);
  await expect(panel.getByRole('article')).toBeVisible();
  await panel.getByLabel(`Your full name, as printed: ${name}`).fill(name);
  await panel.getByRole('checkbox', { name: /I have read this engagement letter \(version 1\) and I sign it electronically/ }).check();
  await panel.getByRole('button', { name: 'Send code' }).click();
  await expect(panel.getByRole('status')).toContainText('Code sent to');
  const code = await letterCodeMailedTo(page.context().browser()!, email);
  await panel.getByLabel('6-digit code').fill(code);
  await panel.getByRole('button', { name: button, exact: true }).click();
}

test('the lawyer makes the engagement letter of a proposal, the client signs with the mailed code, the lawyer countersigns; both download the signed PDF, anyone verifies it, and payment opens only then', async ({
  browser,
  customerContext,
}) => {
  test.setTimeout(240_000);
  const client = customerContext.customer;
  const clientName = `${client.first_name} ${client.last_name}`;
  const lawyerContext = await browser.newContext({ timezoneId: 'Asia/Manila', acceptDownloads: true });
  const lawyer = await bookableLawyer(browser, lawyerContext);
  await paidConsultation(customerContext.request, lawyer._id);
  const profile = await (await lawyerContext.request.get('/api/v1/lawyers/profile')).json();
  const roll = String(profile.basic_info.roll_number);
  const lawyerName = String(profile.display_name);
  expect(roll).toMatch(/^\d+$/);

  // The lawyer sends a proposal (the calls the proposal page makes), then makes its letter on the page.
  const title = `Annulment petition ${Date.now().toString(36)}`;
  const proposal = await lawyerContext.request.post('/api/v1/work-items', {
    data: {
      customer_id: client._id,
      status: 'PROPOSAL',
      title,
      scope: 'Prepare and file a petition for declaration of nullity of marriage before the Regional Trial Court.',
      deliverables: 'Petition, judicial affidavits, representation at the pre-trial.',
      fee_breakdown: FEE_LINES.map(({ label, amount }) => ({ label, amount })),
      payment_terms: 'Full fee on acceptance.',
      estimated_timeline: '6 to 8 weeks to filing',
      included_meetings: { count: 0, duration: 30 },
    },
  });
  expect(proposal.status(), await proposal.text()).toBe(201);
  const id = (await proposal.json())._id as string;

  // Before any letter, the client has no way to pay.
  const cp = await customerContext.newPage();
  await cp.goto(`/customer-portal/work-items/${id}`);
  await authSettled(cp);
  await expect(letterPanel(cp).getByTestId('letter-situation')).toContainText('You can pay only after you both sign it.');
  await expect(cp.getByRole('button', { name: /^Accept and pay/ })).toHaveCount(0);

  const lp = await lawyerContext.newPage();
  await lp.goto(`/lawyer-portal/work-items/${id}`);
  await authSettled(lp);
  await letterPanel(lp).getByRole('button', { name: 'Prepare the letter' }).click();
  await lp.getByLabel('IBP chapter').fill('Makati City');
  await lp.getByLabel('PTR No.').fill('PTR-MKT-7654321');
  await lp.getByLabel('Success fee (leave empty if none)').fill('None.');
  await lp.getByRole('button', { name: 'Make the letter' }).click();
  await expect(toast(lp, 'Letter ready. Your client can sign it on their page; we e-mail them about it at most once a day.')).toBeVisible();
  await expect(letterPanel(lp).locator('[data-status]')).toHaveAttribute('data-status', 'AWAITING_CLIENT');
  await expect(letterPanel(lp).getByTestId('letter-situation')).toContainText('Your client is reading the letter');
  await expect
    .poll(async () => (await mailsTo(browser, client.email)).some((m) => m.subject === `Engagement letter to sign: ${title}`))
    .toBe(true);

  // The client reads the letter (the same blocks as its PDF) and signs it with the code from the outbox.
  await cp.reload();
  const letter = letterPanel(cp).getByRole('article');
  await expect(letter).toContainText(`Roll of Attorneys No. ${roll}`);
  for (const line of FEE_LINES) await expect(letter).toContainText(line.label);
  await expect(letter).toContainText('₱40,000.00');
  await expect(letter).toContainText('Payment only through Abogado');
  await cp.screenshot({ path: 'test-results/engagement-letter-client-1280.png', fullPage: true });
  await signOnPage(cp, clientName, client.email, 'I sign');
  await expect(toast(cp, 'You signed the engagement letter')).toBeVisible();
  await expect(letterPanel(cp).getByTestId('letter-situation')).toContainText('Your lawyer countersigns next');
  await expect(cp.getByRole('button', { name: /^Accept and pay/ })).toHaveCount(0);

  // The lawyer countersigns the same version.
  await lp.reload();
  await signOnPage(lp, lawyerName, lawyer.email, 'I countersign');
  await expect(toast(lp, 'Signed by both. The signed PDF was e-mailed to you.')).toBeVisible();
  await expect(letterPanel(lp).locator('[data-status]')).toHaveAttribute('data-status', 'SIGNED');

  // Both download the signed PDF: the same bytes, holding the roll number, every fee line and both signatures.
  await cp.reload();
  const [fromClient] = await Promise.all([
    cp.waitForEvent('download'),
    letterPanel(cp).getByRole('link', { name: 'Download the signed PDF' }).click(),
  ]);
  const [fromLawyer] = await Promise.all([
    lp.waitForEvent('download'),
    letterPanel(lp).getByRole('link', { name: 'Download the signed PDF' }).click(),
  ]);
  const clientPdf = await savedPdf(fromClient, 'client-signed.pdf');
  const lawyerPdf = await savedPdf(fromLawyer, 'lawyer-signed.pdf');
  expect(fs.readFileSync(clientPdf).equals(fs.readFileSync(lawyerPdf))).toBe(true);
  const text = pdfText(clientPdf);
  const code = /EL-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}/.exec(text)?.[0];
  expect(code).toBeTruthy();
  for (const words of [
    `Roll of Attorneys No. ${roll}`,
    ...FEE_LINES.flatMap((l) => [l.label, l.pdf]),
    '₱65,000.50',
    'Signature certificate',
    clientName,
    `Atty. ${lawyerName}`,
    '(Philippine time)',
  ])
    expect(text).toContain(words);
  // Issue 57: "signed" under each party of the signed PDF, and "Signs electronically" (the letter as made) under none.
  expect(text.split('Signed electronically').length - 1).toBe(2);
  expect(text).not.toContain('Signs electronically on');
  // On the lawyer's page the signed PDF is the one main action; "Change the letter" is there, not urged.
  await expect(letterPanel(lp).locator('.btn-primary')).toHaveText(['Download the signed PDF']);
  await expect(letterPanel(lp).getByRole('button', { name: 'Change the letter' })).not.toHaveClass(/btn-primary/);
  await expect
    .poll(async () => (await mailsTo(browser, client.email)).find((m) => m.subject === `Signed engagement letter: ${title}`)?.attachments)
    .toEqual([{ filename: `engagement-letter-${code}.pdf`, content_type: 'application/pdf' }]);

  // Payment opens only now.
  await expect(letterPanel(cp).getByTestId('letter-situation')).toContainText('Both of you signed');
  await cp.getByRole('button', { name: 'Accept and pay ₱65,000.50' }).click();
  await expect(cp).toHaveURL(/\/checkout\/sandbox\/cs_sbx_[0-9a-f]+$/);

  // Anyone can verify: valid for the signed PDF, "not this letter" with one byte changed, nothing for an unknown code.
  const visitor = await browser.newContext();
  const vp = await visitor.newPage();
  await vp.goto('/verify-letter');
  await vp.getByLabel('Signed PDF').setInputFiles(clientPdf);
  await vp.getByRole('button', { name: 'Check', exact: true }).click();
  await expect(vp.locator('[data-result="valid"]')).toContainText('Valid: this is the signed letter');
  await expect(vp.locator('[data-result="valid"]')).toContainText(lawyerName);
  await expect(vp.locator('[data-result="valid"]')).not.toContainText(clientName);
  const changed = fs.readFileSync(clientPdf);
  changed[Math.floor(changed.length / 2)] ^= 0x01;
  await vp.getByLabel('Signed PDF').setInputFiles({ name: 'changed.pdf', mimeType: 'application/pdf', buffer: changed });
  await vp.getByRole('button', { name: 'Check', exact: true }).click();
  await expect(vp.locator('[data-result="mismatch"]')).toContainText('Not this letter');
  await vp.setViewportSize({ width: 375, height: 800 });
  expect(await vp.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await vp.screenshot({ path: 'test-results/engagement-letter-verify-375.png', fullPage: true });
  // Issue 57: the code typed alone, as the letter says, opens the code's page.
  await vp.goto('/verify-letter');
  await authSettled(vp);
  await vp.getByLabel('Verification code').fill(code!.toLowerCase().replace(/-/g, ' '));
  await vp.getByRole('button', { name: 'Check', exact: true }).click();
  await expect(vp).toHaveURL(new RegExp(`/verify-letter/${code}$`));
  await expect(vp.locator('[data-result="valid"]')).toContainText(`Code ${code} belongs to the engagement letter`);
  await vp.goto('/verify-letter/EL-2222-3333-4444');
  await expect(vp.locator('[data-result="not-found"]')).toContainText('Code not found');
  await expect(vp.getByRole('main')).not.toContainText('Atty.');
  await visitor.close();
  await lawyerContext.close();
});
