import { expect, test } from '../fixtures/test';
import { A, B, callsSql, closeTestContexts, createMeeting, createParty, openParty, watchPage, type Party } from './fixtures';
import { machineWait } from '../slowdown';

// Money you can trust: cancelling with the consequences in view. In the calls suite because its
// meetings are written straight into PostgreSQL, so one can start in 3 hours and another in 3 days.
// The built-in sandbox is the payment provider (no PayMongo keys), and its refunds settle by itself.

test.afterEach(closeTestContexts);

async function paidMeeting(lawyer: Party, client: Party, startInMinutes: number): Promise<string> {
  const id = await createMeeting(lawyer, client, { startInMinutes });
  await callsSql(
    `INSERT INTO payments (customer_id, lawyer_id, meeting_id, provider, provider_payment_id, amount_centavos, description, status, method, paid_at)
     VALUES ($1, $2, $3, 'SANDBOX', $4, 100000, 'Consultation', 'PAID', 'gcash', now())`,
    [client.id, lawyer.id, id, `pay_sbx_${id.replace(/-/g, '')}`],
  );
  return id;
}

const mailsTo = (email: string) =>
  callsSql<{ subject: string; attachments: { filename: string; contentType: string; content: string }[] | null }>(
    `SELECT subject, attachments FROM outbound_emails WHERE to_address = $1 ORDER BY created_at`,
    [email],
  );

test('the cancel dialog says what the policy gives now; after cancelling both are mailed a CANCEL .ics and the refund goes pending → sent', async ({
  browser,
}) => {
  test.setTimeout(machineWait(150_000));
  const lawyer = await createParty('LAWYER', 'Rita', 'Gomez');
  const client = await createParty('CUSTOMER', 'Sam', 'Ocampo');
  const soon = await paidMeeting(lawyer, client, 3 * 60);
  const later = await paidMeeting(lawyer, client, 3 * 24 * 60);
  const page = await openParty(browser, A, client);
  watchPage(page, client.name);

  // Less than 24 hours before: no refund, said before anything is done; keeping the meeting changes nothing.
  await page.goto(`${A}/customer-portal/meeting/${soon}`);
  await page.getByRole('button', { name: 'Cancel meeting' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this meeting?' });
  await expect(dialog.getByTestId('cancel-refund')).toHaveText('No refund: less than 24 hours before the start');
  await dialog.getByRole('button', { name: 'Keep the meeting' }).click();
  await expect(dialog).toBeHidden();
  expect((await callsSql<{ status: string }>(`SELECT status FROM meetings WHERE id = $1`, [soon]))[0].status).toBe('CONFIRMED');

  // Three days ahead: a full refund, with a reason.
  await page.goto(`${A}/customer-portal/meeting/${later}`);
  await page.getByRole('button', { name: 'Cancel meeting' }).click();
  await expect(dialog.getByTestId('cancel-refund')).toHaveText('Full refund of ₱1,000');
  await dialog.getByLabel('Reason (optional)').fill('The case was settled');
  await dialog.getByRole('button', { name: 'Cancel meeting' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Cancelled with a full refund of ₱1,000')).toBeVisible();
  await expect(page.getByText('Reason: The case was settled')).toBeVisible();
  await expect(page.getByTestId('refund-status')).toHaveAttribute('data-status', 'pending');
  // The slot is free again at once: the lawyer's calendar holds nothing there any more.
  expect(await callsSql(`SELECT 1 FROM time_holds WHERE meeting_id = $1`, [later])).toHaveLength(0);

  // Both parties: one cancellation mail each, carrying the CANCEL .ics. The outbox sends them after the
  // cancel's commit: wait for them (a read right after the click raced it on a busy machine).
  for (const who of [client, lawyer]) {
    await expect
      .poll(
        async () =>
          (await mailsTo(who.email))
            .filter((m) => m.subject.startsWith('Cancelled'))
            .map((m) => {
              const ics = m.attachments?.find((a) => a.filename.endsWith('.ics'));
              const body = ics ? Buffer.from(ics.content, 'base64').toString('utf8') : '';
              return { contentType: ics?.contentType, method: /\r\nMETHOD:CANCEL\r\n/.test(body) };
            }),
        { message: who.email },
      )
      .toEqual([{ contentType: expect.stringMatching(/^text\/calendar;.*method=CANCEL/i), method: true }]);
  }

  // The sandbox settles the refund by itself (a signed webhook); the page and an e-mail say so.
  await expect
    .poll(
      async () =>
        (
          await callsSql<{ status: string }>(
            `SELECT r.status FROM refunds r JOIN payments p ON p.id = r.payment_id WHERE p.meeting_id = $1`,
            [later],
          )
        )[0]?.status,
      { timeout: machineWait(90_000), intervals: [2_000] },
    )
    .toBe('succeeded');
  await page.reload();
  await expect(page.getByTestId('refund-status')).toHaveAttribute('data-status', 'succeeded');
  await expect(page.getByTestId('refund-status')).toContainText('Your refund of ₱1,000 was sent');
  await expect.poll(async () => (await mailsTo(client.email)).map((m) => m.subject)).toContain('Your refund of ₱1,000 was sent');
  // The lawyer's side of the same meeting, on the other instance.
  const lawyerPage = await openParty(browser, B, lawyer);
  watchPage(lawyerPage, lawyer.name);
  await lawyerPage.goto(`${B}/lawyer-portal/meeting/${later}`);
  await expect(lawyerPage.getByTestId('refund-status')).toContainText("The client's refund of ₱1,000 was sent");
});
