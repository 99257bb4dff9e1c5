import { SERVICE_CATALOGUE } from '@/features/services/reference/legal-services';
import {
  allowedServiceOrderActions,
  answerTimeMedian,
  disputeUntil,
  dueAtFor,
  revisionDueAt,
  takeDeadline,
  type ServiceOrderFacts,
} from './service-orders';

const at = (iso: string) => new Date(iso);
const facts = (o: Partial<ServiceOrderFacts>): ServiceOrderFacts => ({
  status: 'AWAITING_PAYMENT',
  serviceType: 'DEMAND_LETTER',
  revisionsUsed: 0,
  clientSigned: false,
  paidAt: null,
  dueAt: null,
  lastDeliveredAt: null,
  deliveredLate: false,
  disputeAnswered: false,
  sentByLawyer: false,
  ...o,
});

describe('the clock of a service order', () => {
  it('is due at the end of the Manila calendar day N days after the countersignature', () => {
    // 23:30 Manila on 27 November: three calendar days → the end of 30 November, Manila.
    expect(dueAtFor(at('2026-11-27T15:30:00Z'), 3).toISOString()).toBe('2026-11-30T15:59:59.999Z');
    // 00:30 Manila on 28 November (still the 27th in UTC): the Manila day counts.
    expect(dueAtFor(at('2026-11-27T16:30:00Z'), 3).toISOString()).toBe('2026-12-01T15:59:59.999Z');
  });

  it('gives a revision REVISION_DAYS from the request, never before the original due date', () => {
    const due = at('2026-11-30T15:59:59.999Z');
    expect(revisionDueAt(at('2026-12-05T01:00:00Z'), due).toISOString()).toBe('2026-12-07T15:59:59.999Z');
    expect(revisionDueAt(at('2026-11-27T01:00:00Z'), due)).toEqual(due);
  });

  it('lets the lawyer take a paid order for 48 hours, and the client dispute for 7 days after the last delivery', () => {
    expect(takeDeadline(at('2026-11-27T00:00:00Z')).toISOString()).toBe('2026-11-29T00:00:00.000Z');
    expect(disputeUntil(at('2026-11-27T00:00:00Z')).toISOString()).toBe('2026-12-04T00:00:00.000Z');
  });
});

describe('what each party may do now', () => {
  const now = at('2026-12-01T00:00:00Z');
  it('has the client sign, then pay, an order waiting for payment (and withdraw it)', () => {
    expect(allowedServiceOrderActions('CUSTOMER', facts({}), now)).toEqual(['sign', 'withdraw']);
    expect(allowedServiceOrderActions('CUSTOMER', facts({ clientSigned: true }), now)).toEqual(['pay', 'withdraw']);
    expect(allowedServiceOrderActions('LAWYER', facts({ clientSigned: true }), now)).toEqual([]);
  });

  it('lets the lawyer take or decline a paid order only within 48 hours', () => {
    const paid = facts({ status: 'AWAITING_LAWYER', clientSigned: true, paidAt: at('2026-11-30T00:00:00Z') });
    expect(allowedServiceOrderActions('LAWYER', paid, now)).toEqual(['take', 'decline']);
    expect(allowedServiceOrderActions('LAWYER', paid, at('2026-12-02T00:00:01Z'))).toEqual([]);
  });

  it('lets the client cancel only past the due date, or after a late delivery', () => {
    const working = facts({ status: 'IN_PROGRESS', dueAt: at('2026-12-03T00:00:00Z') });
    expect(allowedServiceOrderActions('CUSTOMER', working, now)).toEqual([]);
    expect(allowedServiceOrderActions('CUSTOMER', working, at('2026-12-03T00:00:01Z'))).toEqual(['cancel-late']);
    const delivered = facts({ status: 'DELIVERED', dueAt: at('2026-12-03T00:00:00Z'), lastDeliveredAt: now });
    expect(allowedServiceOrderActions('CUSTOMER', delivered, now)).toEqual(['accept', 'revise', 'dispute']);
    expect(allowedServiceOrderActions('CUSTOMER', { ...delivered, deliveredLate: true }, now)).toEqual([
      'accept',
      'revise',
      'cancel-late',
      'dispute',
    ]);
  });

  it('counts the included revisions and closes the dispute window after 7 days', () => {
    const used = facts({ status: 'DELIVERED', lastDeliveredAt: now, revisionsUsed: SERVICE_CATALOGUE.DEMAND_LETTER.revisions });
    expect(allowedServiceOrderActions('CUSTOMER', used, now)).toEqual(['accept', 'dispute']);
    const accepted = facts({ status: 'ACCEPTED', lastDeliveredAt: now });
    expect(allowedServiceOrderActions('CUSTOMER', accepted, at('2026-12-08T00:00:00Z'))).toEqual(['dispute']);
    expect(allowedServiceOrderActions('CUSTOMER', accepted, at('2026-12-08T00:00:01Z'))).toEqual([]);
  });

  it('asks the lawyer to answer a dispute once', () => {
    expect(allowedServiceOrderActions('LAWYER', facts({ status: 'DISPUTED' }), now)).toEqual(['answer-dispute']);
    expect(allowedServiceOrderActions('LAWYER', facts({ status: 'DISPUTED', disputeAnswered: true }), now)).toEqual([]);
  });

  it('issue 72: lets the lawyer of an order they send attach its proof of sending, once taken and until settled', () => {
    const sent = (status: ServiceOrderFacts['status']) => facts({ status, sentByLawyer: true, lastDeliveredAt: now });
    expect(allowedServiceOrderActions('LAWYER', sent('IN_PROGRESS'), now)).toEqual(['deliver', 'attach-proof']);
    expect(allowedServiceOrderActions('LAWYER', sent('DELIVERED'), now)).toEqual(['attach-proof']);
    expect(allowedServiceOrderActions('LAWYER', sent('ACCEPTED'), now)).toEqual(['attach-proof']);
    expect(allowedServiceOrderActions('LAWYER', sent('AWAITING_LAWYER'), now)).not.toContain('attach-proof');
    expect(allowedServiceOrderActions('LAWYER', sent('CANCELLED'), now)).toEqual([]);
    // The client sends a letter they did not ask the lawyer to send; nor does the client attach anything.
    expect(allowedServiceOrderActions('LAWYER', facts({ status: 'DELIVERED', lastDeliveredAt: now }), now)).toEqual([]);
    expect(allowedServiceOrderActions('CUSTOMER', sent('DELIVERED'), now)).not.toContain('attach-proof');
  });
});

describe('the answer-time median', () => {
  it('is shown from three answers; an even count averages the middle two', () => {
    expect(answerTimeMedian([30, 90])).toBeNull();
    expect(answerTimeMedian([300, 30, 90])).toBe(90);
    expect(answerTimeMedian([300, 30, 90, 60])).toBe(75);
  });
});
