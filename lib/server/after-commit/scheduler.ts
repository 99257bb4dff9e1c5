import 'server-only';
import { getDb } from '@/lib/db';
import { expireStaleHolds } from '@/lib/server/meetings/expire-holds';
import { releaseExpiredSignUpHolds } from '@/lib/server/meetings/sign-up-hold';
import { reconcilePayments } from '@/lib/server/payment-events/reconcile-payments';
import { releaseReminderClaims, sendDueReminders } from '@/lib/server/reminders/send-due-reminders';
import { refreshExternalCalendars } from '@/lib/server/calendar-sync/import-calendar';
import { extendBlockerSeries } from '@/lib/server/blockers/materialise-series';
import { sendCommissionNotices } from '@/lib/server/notary/send-commission-notices';
import { sendRenewalReminders } from '@/lib/server/verification/send-renewal-reminders';
import { sendProposalReminders } from '@/lib/server/work-items/send-proposal-reminders';
import { env } from '@/lib/server/env';
import { retryUndeliveredEmails } from '@/lib/server/mail/retry-emails';
import { deliverDueSms } from '@/lib/server/sms/deliver-sms';
import { settleEndedMeetings } from '@/lib/server/meetings/settle-ended-meetings';
import { sendSettlementNotices } from '@/lib/server/meetings/send-settlement-notices';
import { followRefunds } from '@/lib/server/refunds/follow-refunds';
import { sendPayoutNotices } from '@/lib/server/payouts/send-payout-notices';
import { completeDueDeletions } from '@/lib/server/privacy/complete-deletion';
import { buildDataExports } from '@/lib/server/privacy/build-data-exports';
import { sweepQuestions } from '@/lib/server/questions/sweep-questions';
import { sweepLegalAidDesk } from '@/lib/server/legal-aid/desk-clock';
import { sweepServiceOrders } from '@/lib/server/service-orders/order-clock';
import { sendMatterNudges } from '@/lib/server/matters/matter-notices';
import { sendDueHearingReminders } from '@/lib/server/matters/hearing-reminders';
import { deliverOutbox } from './domain-event-handlers';

/**
 * One pass of the background work (what follows committed meetings and payments — the outbox —, hold expiry, reminders, settling
 * meetings after the call, refunds, weekly blocker series, imported
 * calendars, payments whose webhook is overdue, notaries' commission notices, lawyers' yearly IBP
 * renewal reminders, e-mails SMTP refused or a crash left unsent, texts); safe to run from any
 * number of processes at once. The kinds of work that wait on other servers — imported calendars
 * due for a refresh (every 30 minutes each), checkouts looked up at the payment provider, refunds sent
 * to it and looked up — run beside the rest, and the outbox (mails, texts and refunds that follow
 * committed moves) runs last, so a slow calendar, mail server or provider never delays a reminder.
 */
export async function runSchedulerTick(options: { now?: Date } = {}): Promise<{
  outbox: number;
  expired: number;
  reminders: number;
  settled: number;
  refunds: number;
  series: number;
  calendars: number;
  payments: number;
  notaryNotices: number;
  ibpRenewals: number;
  proposalReminders: number;
  mails: number;
  texts: number;
  erasures: number;
  exports: number;
  questions: number;
  legalAidDesk: number;
  serviceOrders: number;
  matterNudges: number;
  hearingReminders: number;
}> {
  const db = await getDb();
  const calendars = refreshExternalCalendars({ now: options.now }).catch((error: unknown) => {
    console.error('[calendar-sync]', error);
    return { checked: 0 };
  });
  const payments = reconcilePayments({ now: options.now }).catch((error: unknown) => {
    console.error('[payments] reconciliation', error);
    return { checked: 0 };
  });
  const expired = await expireStaleHolds(db, { now: options.now });
  // Slots kept for clients verifying their e-mail (issue 45) are free again once their time is up.
  await releaseExpiredSignUpHolds(db, { now: options.now });
  const reminders = await sendDueReminders({ now: options.now });
  // Court hearings of matters (issue 64): about 24 hours and 2 hours before, to the lawyer and the client of a shared one.
  const hearingReminders = await sendDueHearingReminders({ now: options.now });
  // Texts recorded and not yet sent — the reminders just recorded first in line, then failed ones due
  // again (the mail's backoff) and any a crash left between recording and sending: beside the rest,
  // since it waits on the SMS provider.
  const texts = deliverDueSms({ now: options.now }).catch((error: unknown) => {
    console.error('[sms]', error);
    return 0;
  });
  // Once a call's join window has closed, its attendance settles it (completed, or a refunded lawyer
  // no-show); the review request and no-show messages follow, including those of a pass that died.
  const settled = await settleEndedMeetings({ now: options.now });
  await sendSettlementNotices();
  // Refunds granted (a no-show just settled, a crash between a commit and its send, a retry) go to the
  // provider, pending ones are followed to their end, the clients hear how each ended: beside the rest,
  // since it waits on the provider.
  const refunds = followRefunds({ now: options.now }).catch((error: unknown) => {
    console.error('[refunds]', error);
    return 0;
  });
  // Lawyers whose payout was marked paid by a process that died before telling them.
  await sendPayoutNotices();
  // Weekly blockers stay written out about six months ahead.
  const series = await extendBlockerSeries({ now: options.now });
  // Notaries are told 30 days before their commission ends and when it has lapsed.
  const notaryNotices = await sendCommissionNotices({ now: options.now });
  // A year after verification, lawyers are asked for a current IBP ID (dues are annual).
  const ibpRenewals = await sendRenewalReminders({ now: options.now });
  // Clients are reminded a few days before an unanswered proposal expires (issue 57 item 11).
  const proposalReminders = await sendProposalReminders({ now: options.now });
  // Written questions' clocks (issue 60): lapsed offers passed on or refunded, overdue answers refunded, closings.
  const questions = await sweepQuestions({ now: options.now });
  // The legal-aid desk's clock (issue 61): free written questions offered again, referred, back in the queue; unused offers reminded.
  const legalAidDesk = await sweepLegalAidDesk({ now: options.now });
  // Fixed-price service orders' clocks (issue 62): paid and not taken in 48 h refunded; the dispute window closed: accepted.
  const serviceOrders = await sweepServiceOrders({ now: options.now });
  // Matters with no shared update for the lawyer's matter_nudge_days remind the lawyer, once per quiet spell (issue 64).
  const matterNudges = await sendMatterNudges({ now: options.now });
  // Accounts whose deletion's grace period has ended are erased (Data Privacy Act, lib/server/privacy).
  const erasures = await completeDueDeletions({ now: options.now });
  // "Download my data" ZIPs asked for since the last pass; those past their 7 days are deleted.
  const exports = await buildDataExports({ now: options.now });
  const mails = await retryUndeliveredEmails({ now: options.now });
  const [calendarsChecked, paymentsChecked, refundsSent, textsSent] = await Promise.all([calendars, payments, refunds, texts]);
  // Last, so the events of this pass's own moves (a payment reconciled, a no-show settled) go too:
  // what follows committed cancellations, confirmations and refunds that no request's kick handled
  // (a crash between the commit and the send, a failure to try again).
  const outbox = await deliverOutbox({ now: options.now }).catch((error: unknown) => {
    console.error('[outbox]', error);
    return { done: 0 };
  });
  return {
    outbox: outbox.done,
    expired: expired.length,
    reminders,
    settled,
    refunds: refundsSent,
    series,
    calendars: calendarsChecked.checked,
    payments: paymentsChecked.checked,
    notaryNotices,
    ibpRenewals,
    proposalReminders,
    mails,
    texts: textsSent,
    erasures,
    exports,
    questions,
    legalAidDesk,
    serviceOrders,
    matterNudges,
    hearingReminders,
  };
}

type SchedulerState = { first?: NodeJS.Timeout; timer?: NodeJS.Timeout; running?: Promise<void>; stopped: boolean };

// On globalThis: Next loads instrumentation.ts in its own bundle, and dev reloads re-evaluate modules.
const g = globalThis as unknown as { __abogadoScheduler?: SchedulerState };

/**
 * Starts the in-process scheduler once per process (called from instrumentation.ts): a first pass
 * a second after start, so work that fell due while no instance ran (a crash, a deploy) is not left
 * for a whole interval, then one every SCHEDULER_INTERVAL_SECONDS. Passes never overlap.
 */
export function startScheduler(): void {
  const { SCHEDULER, SCHEDULER_INTERVAL_SECONDS } = env();
  if (g.__abogadoScheduler || SCHEDULER === 'off') return;
  const state: SchedulerState = { stopped: false };
  g.__abogadoScheduler = state;
  const tick = () => {
    if (state.stopped || state.running) return;
    state.running = runSchedulerTick()
      .then(
        () => undefined,
        (error: unknown) => console.error('[scheduler]', error),
      )
      .finally(() => {
        state.running = undefined;
      });
  };
  state.first = setTimeout(tick, Math.min(1000, SCHEDULER_INTERVAL_SECONDS * 1000));
  state.timer = setInterval(tick, SCHEDULER_INTERVAL_SECONDS * 1000);
  state.first.unref();
  state.timer.unref();
}

/**
 * Stops this process's scheduler (graceful shutdown): no new pass starts, the running one gets up
 * to `waitMs` to finish, and whatever it still holds is handed back (releaseReminderClaims) so
 * another instance takes it at its next pass instead of after the claim's lease.
 */
export async function stopScheduler(options: { waitMs: number }): Promise<{ finished: boolean; released: number }> {
  const state = g.__abogadoScheduler;
  if (!state) return { finished: true, released: 0 };
  state.stopped = true;
  clearTimeout(state.first);
  clearInterval(state.timer);
  let finished = true;
  if (state.running) {
    let timeout: NodeJS.Timeout | undefined;
    finished = await Promise.race([
      state.running.then(() => true),
      new Promise<boolean>((resolve) => (timeout = setTimeout(() => resolve(false), options.waitMs))),
    ]);
    clearTimeout(timeout);
  }
  return { finished, released: await releaseReminderClaims() };
}
