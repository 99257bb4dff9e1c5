import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '../fixtures/test';
import { pdfText } from '../fixtures/pdf';
import { A, B, callsSql, closeTestContexts, createMeeting, createParty, joinCall, stats, watchedParty } from './fixtures';
import { machineWait } from '../slowdown';

test.afterEach(closeTestContexts);

// Issue 61, "Done when": a free legal-aid consultation. The lawyer cannot join before assessing the
// declaration; once they confirm the person qualifies, both join the call (the lawyer through coturn on B,
// the client on A); when it ends, the hours ledger gains one line whose minutes are the time both were in
// the call (the attendance, not the booking), and the lawyer's report PDF lists that line. Nothing is paid.

/** Minutes both parties were in the call, as the ledger counts them: the overlap of their attendance, rounded, at most 30. */
async function minutesTogether(meetingId: string, lawyerId: string, clientId: string): Promise<number> {
  const rows = await callsSql<{ user_id: string; from_ms: string; to_ms: string }>(
    `SELECT user_id, (extract(epoch FROM connected_at) * 1000)::bigint AS from_ms,
            (extract(epoch FROM coalesce(left_at, last_seen_at)) * 1000)::bigint AS to_ms
       FROM call_attendance WHERE meeting_id = $1 AND connected_at IS NOT NULL`,
    [meetingId],
  );
  const of = (id: string) => rows.filter((r) => r.user_id === id).map((r) => [Number(r.from_ms), Number(r.to_ms)] as const);
  let overlap = 0;
  for (const [a0, a1] of of(lawyerId)) for (const [b0, b1] of of(clientId)) overlap += Math.max(0, Math.min(a1, b1) - Math.max(a0, b0));
  return Math.min(30, Math.round(overlap / 60_000));
}

test('a free legal-aid consultation: assessed first, held, and its minutes from the attendance in the ledger and the report', async ({
  browser,
}) => {
  const lawyer = await createParty('LAWYER', 'Rosa', 'Villanueva');
  const client = await createParty('CUSTOMER', 'Lito', 'Dimaculangan');
  const meetingId = await createMeeting(lawyer, client, { priceCentavos: 0 });
  await callsSql(`INSERT INTO legal_aid_offers (lawyer_id, enabled, written_per_month) VALUES ($1, true, 0)`, [lawyer.id]);
  await callsSql(
    `INSERT INTO legal_aid_declarations (user_id, household_size, monthly_income_pesos, income_source, property, reason, agreed_at)
     VALUES ($1, 5, 9000, 'Construction work by the day', 'None', 'The wages I am owed are all we have.', now())`,
    [client.id],
  );
  // Problem 8: a labor matter (lib/reference/legal-problems.ts).
  const [request] = await callsSql<{ id: string }>(
    `INSERT INTO legal_aid_requests (client_id, lawyer_id, kind, problem, meeting_id) VALUES ($1, $2, 'CONSULTATION', 8, $3) RETURNING id`,
    [client.id, lawyer.id, meetingId],
  );

  const lawyerPage = await watchedParty(browser, B, lawyer);
  const clientPage = await watchedParty(browser, A, client);
  // On phones, as most of the people the desk serves (issue 61: "e2e at 375 px").
  for (const page of [lawyerPage, clientPage]) await page.setViewportSize({ width: 375, height: 812 });

  // Before the assessment the lawyer's join is refused, with the reason.
  const early = await lawyerPage.request.get(`${B}/api/v1/meeting/video/${meetingId}?tz=Asia/Manila`);
  expect(early.status()).toBe(403);
  expect((await early.json()).key).toBe('LEGAL_AID_NOT_ASSESSED');

  // The lawyer reads the declaration on the meeting's page and confirms the person qualifies.
  await lawyerPage.goto(`${B}/lawyer-portal/meeting/${meetingId}`);
  await expect(lawyerPage.getByText('Construction work by the day')).toBeVisible();
  await lawyerPage.getByRole('button', { name: 'Qualifies' }).click();
  await expect
    .poll(async () => (await callsSql<{ status: string }>(`SELECT status FROM legal_aid_requests WHERE id = $1`, [request.id]))[0].status)
    .toBe('QUALIFIED');

  await joinCall(lawyerPage, B, 'lawyer-portal', meetingId);
  await joinCall(clientPage, A, 'customer-portal', meetingId);
  for (const page of [lawyerPage, clientPage]) await expect.poll(async () => (await stats(page)).framesDecoded).toBeGreaterThan(0);
  // Both stay in the call long enough for the overlap to count as a minute (a ledger line is never 0 minutes).
  await expect
    .poll(
      async () =>
        (
          await callsSql<{ together: number }>(
            `SELECT count(*)::int AS together FROM call_attendance
              WHERE meeting_id = $1 AND connected_at IS NOT NULL AND connected_at < now() - interval '40 seconds'`,
            [meetingId],
          )
        )[0].together,
      { timeout: machineWait(120_000), intervals: [2_000] },
    )
    .toBe(2);
  await clientPage.getByRole('button', { name: 'Leave' }).click();
  await expect(lawyerPage.getByRole('main', { name: 'After the call' })).toBeVisible();

  // Settled at once (both attended, both left): the request is completed and the ledger has its line.
  await expect
    .poll(async () => (await callsSql<{ status: string }>(`SELECT status FROM legal_aid_requests WHERE id = $1`, [request.id]))[0].status)
    .toBe('COMPLETED');
  const lines = await callsSql<{
    kind: string;
    minutes: number;
    measure: string;
    review: string;
    beneficiary_initials: string;
    area: string;
  }>(`SELECT kind, minutes, measure, review, beneficiary_initials, area FROM legal_aid_services WHERE request_id = $1`, [request.id]);
  const minutes = await minutesTogether(meetingId, lawyer.id, client.id);
  expect(minutes).toBeGreaterThanOrEqual(1);
  // Measured from the call's attendance, and waiting for the admin's desk (issue 73) before it counts.
  expect(lines).toEqual([
    { kind: 'CONSULTATION', minutes, measure: 'CALL_ATTENDANCE', review: 'PENDING', beneficiary_initials: 'L.D.', area: 'labor' },
  ]);
  // Nothing was paid: no payment row, and the meeting's price stays ₱0.
  expect(await callsSql(`SELECT id FROM payments WHERE meeting_id = $1`, [meetingId])).toEqual([]);

  // The desk approves it (its own route and rules: features/legal-aid/server/desk/line-review.test.ts); then the lawyer's
  // report for their ULAS period lists the line, with how it was measured.
  await callsSql(`UPDATE legal_aid_services SET review = 'APPROVED', reviewed_at = now() WHERE request_id = $1`, [request.id]);
  const report = await lawyerPage.request.get(`${B}/api/v1/lawyers/profile/legal-aid/report?format=pdf`);
  expect(report.status()).toBe(200);
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'legal-aid-report-')), 'report.pdf');
  fs.writeFileSync(file, await report.body());
  const text = pdfText(file).replace(/\s+/g, ' ');
  expect(text).toContain('Atty. Rosa Villanueva');
  expect(text).toMatch(new RegExp(`Consultation ${minutes} call attendance, ${minutes} min L\\.D\\. Labor`));
  expect(text).toMatch(/LA-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}/);
});
