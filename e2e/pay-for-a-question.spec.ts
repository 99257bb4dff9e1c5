import { mailsTo } from './fixtures/auth';
import { expectNoSidewaysScroll } from './fixtures/layout';
import { bookableLawyer } from './fixtures/lawyers';
import { pageReady } from './fixtures/ready';
import { expect, test } from './fixtures/users';

// Issue 72 items 2 and 7, on a phone (375 px) in Filipino: the OFW family's entry product, a ₱500 written
// question, paid by someone else. "Go to payment" lands on the hosted checkout, which offers the payment
// link there; the checkout names the question in Filipino (it said "Written question – Atty. …" in English);
// the payer, in another browser with no account, sees a written question — never the question itself — and
// pays; the question goes to its lawyer.

const PHONE = { width: 375, height: 800 };
test.use({ timezoneId: 'Asia/Manila', viewport: PHONE });

test('someone else pays for a written question through a link offered on the hosted checkout (Filipino, 375 px)', async ({
  browser,
  customerContext,
}) => {
  test.setTimeout(240_000);
  const stamp = Date.now().toString(36);
  const facts = `Hindi ibinibigay ng amo ko sa Riyadh ang pasaporte ko ${stamp}.`;
  const wants = 'Puwede bang magreklamo ang pamilya ko sa Maynila para sa akin?';
  const payerEmail = `tita-${stamp}@example.com`;

  // A lawyer of this test alone, answering in writing for ₱500.
  const lawyerContext = await browser.newContext({ timezoneId: 'Asia/Manila', viewport: PHONE });
  const lawyer = await bookableLawyer(browser, lawyerContext, 'labor');
  const priced = await lawyerContext.request.put('/api/v1/lawyers/profile/question-price', { data: { price_centavos: 50_000 } });
  expect(priced.status(), await priced.text()).toBe(200);
  await lawyerContext.close();

  // The client's question, and "Go to payment": the hosted checkout.
  const request = customerContext.request;
  const draft = await request.post('/api/v1/questions', {
    data: { lawyer_id: lawyer._id, problem: 0, facts, wants, other_parties: [`Kumpanya ${stamp}`], language: 'fil', pool_ok: false },
  });
  expect(draft.status(), await draft.text()).toBe(201);
  const { _id: questionId } = await draft.json();
  const paying = await request.post(`/api/v1/questions/${questionId}/checkout`);
  expect(paying.status(), await paying.text()).toBe(200);
  const hosted = new URL((await paying.json()).checkout_url).pathname;
  expect(hosted).toMatch(/^\/checkout\/sandbox\/cs_sbx_/);

  const client = await customerContext.newPage();
  await client.setViewportSize(PHONE);
  await client.goto(`/fil${hosted}`);
  await pageReady(client);
  // Item 7: the question is named in Filipino, never in the English the payment row was written in.
  const main = client.getByRole('main');
  await expect(main).toContainText(`Nakasulat na tanong – Atty. ${lawyer.first_name}`);
  await expect(main).not.toContainText('Written question');
  // Item 2: "Someone else can pay", where the button landed.
  await expect(client.getByRole('heading', { name: 'Puwedeng ibang tao ang magbayad' })).toBeVisible();
  await client.getByLabel('Ang e-mail nila (hindi kailangan)').fill(payerEmail);
  await client.getByRole('button', { name: 'Gumawa ng payment link' }).click();
  const linkBox = client.getByTestId('payment-link');
  await expect(linkBox).toContainText(`Ipinadala sa ${payerEmail}.`);
  await expectNoSidewaysScroll(client);
  await client.screenshot({ path: 'test-results/question-pay-link-fil-375.png', fullPage: true });
  const path = new URL(await linkBox.getByRole('textbox').inputValue()).pathname;
  expect(path).toMatch(/^\/fil\/pay\/[A-Za-z0-9_-]{43}$/);
  // The mail names what is paid for, never the client's words in its subject.
  await expect
    .poll(async () => (await mailsTo(browser, payerEmail)).find((m) => m.text.includes(path))?.subject)
    .toBe('Hiling na magbayad para sa isang nakasulat na tanong sa Abogado');

  // The payer: another browser, no account, a phone in Filipino.
  const payerContext = await browser.newContext({ timezoneId: 'Asia/Dubai', viewport: PHONE });
  const payer = await payerContext.newPage();
  expect((await payer.goto(path))?.status()).toBe(200);
  await pageReady(payer);
  await expect(payer.getByRole('heading', { name: 'Magbayad para sa isang nakasulat na tanong' })).toBeVisible();
  await expect(payer.getByRole('main')).toContainText(`Nakasulat na tanong – Atty. ${lawyer.first_name}`);
  await expect(payer.getByRole('main')).toContainText('₱500');
  const html = await payer.content();
  for (const secret of [facts, wants, `Kumpanya ${stamp}`, customerContext.customer.email]) expect(html).not.toContain(secret);
  await expectNoSidewaysScroll(payer);
  await payer.screenshot({ path: 'test-results/question-payer-fil-375.png', fullPage: true });

  await payer.getByLabel('Ang pangalan mo').fill('Tita Rosa');
  await payer.getByLabel('Ang e-mail mo (dito ipapadala ang resibo mo)').fill(payerEmail);
  await payer.getByRole('button', { name: 'Magpatuloy sa pagbabayad' }).click();
  await expect(payer).toHaveURL(new RegExp(`${path}/sandbox$`));
  await payer.getByRole('radio', { name: 'Card', exact: true }).check();
  await payer.getByRole('button', { name: 'Magbayad', exact: true }).click();
  await expect(payer).toHaveURL(new RegExp(`${path}$`));
  await expect(payer.getByRole('status')).toHaveAttribute('data-state', 'paid');
  await expect(payer.getByText('Binayaran ni Tita Rosa.')).toBeVisible();
  await payerContext.close();

  // The question is paid — sent to its lawyer — and still the client's; the receipt reaches the payer.
  await expect.poll(async () => (await (await request.get(`/api/v1/questions/${questionId}`)).json()).status).toBe('WAITING');
  await expect
    .poll(async () => (await mailsTo(browser, payerEmail)).find((m) => m.subject.startsWith('Ang resibo mo'))?.text ?? '')
    .toContain('Binayaran ni: Tita Rosa');
});
