import { eq, like } from 'drizzle-orm';
import { tables as t } from '@/lib/db';
import { useTestDb } from '@/lib/test/db';
import { signedLetter, useLetterStorage } from '@/lib/test/fixtures/letters';
import { engagementAt, workItemsAs } from '@/lib/test/fixtures/work-items';
import { sendProposalReminders } from './send-proposal-reminders';

// Issue 57 item 11: a proposal waited eight months as "Your client is reading the proposal". Its terms
// are open for 30 days: the client is reminded three days before, once; after it the proposal cannot
// be accepted until the lawyer sends it again (a revision starts a new period).
const db = useTestDb();
useLetterStorage();
const DAY = 86_400_000;

const sentDaysAgo = (id: string, days: number) =>
  db()
    .db.update(t.workItems)
    .set({ proposedAt: new Date(Date.now() - days * DAY) })
    .where(eq(t.workItems.id, id));
const remindersOf = (id: string) =>
  db()
    .db.select()
    .from(t.outboundEmails)
    .where(like(t.outboundEmails.dedupeKey, `proposal-expiring:${id}:%`));

it('says until when a proposal is open, reminds the client once three days before, and refuses it after', async () => {
  const { lawyer, client, id } = await engagementAt(db().db, 'PROPOSAL');
  await signedLetter(db().db, lawyer, client, id);
  const open = await (await workItemsAs(client).get(id)).json();
  expect(open.proposal_expired).toBe(false);
  expect(Date.parse(open.proposal_expires_at) - Date.parse(open.proposed_at)).toBe(30 * DAY);

  // 26 days on: no reminder yet. 28 days on: one, in the client's words, however often the scheduler runs.
  await sentDaysAgo(id, 26);
  await sendProposalReminders();
  expect(await remindersOf(id)).toHaveLength(0);
  await sentDaysAgo(id, 28);
  expect(await sendProposalReminders()).toBe(1);
  expect(await sendProposalReminders()).toBe(0);
  const [mail] = await remindersOf(id);
  expect(mail.toAddress).toBe(client.email);
  expect(mail.subject).toMatch(/^The proposal from Atty\. .+ expires soon$/);
  expect(mail.textBody).toContain(`/customer-portal/work-items/${id}`);

  // 31 days on: expired, and an acceptance is refused with nothing changed.
  await sentDaysAgo(id, 31);
  const expired = await (await workItemsAs(client).get(id)).json();
  expect(expired.proposal_expired).toBe(true);
  const refused = await workItemsAs(client).accept(id, { revision: 1 });
  expect(refused.status).toBe(409);
  expect(await refused.json()).toMatchObject({
    key: 'PROPOSAL_EXPIRED',
    message: 'This proposal has expired. Ask your lawyer to send it again.',
  });
  const [row] = await db().db.select({ status: t.workItems.status }).from(t.workItems).where(eq(t.workItems.id, id));
  expect(row.status).toBe('PROPOSAL');
  expect(await db().db.select().from(t.payments).where(eq(t.payments.workItemId, id))).toEqual([]);
  // No reminder for an expired one either.
  expect(await sendProposalReminders()).toBe(0);
});
