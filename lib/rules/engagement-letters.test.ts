import { signingRefusal, type LetterOrderFacts } from './engagement-letters';

// Issue 72, item 12: whose turn it is to sign is one rule that knows a fixed-price order's payment — the letter's
// `my_turn`, its code and its signature all ask it, so the page never offers the lawyer what the server refuses.

const now = new Date('2030-01-07T02:00:00Z');
const order = (status: LetterOrderFacts['status'], takeBy: Date | null = null): LetterOrderFacts => ({ status, takeBy });
const later = new Date(now.getTime() + 3_600_000);
const earlier = new Date(now.getTime() - 1);

describe('signingRefusal', () => {
  it('a work item letter: the client signs first, then the lawyer; no one signs a signed letter', () => {
    expect(signingRefusal('CUSTOMER', 'AWAITING_CLIENT', null, now)).toBeNull();
    expect(signingRefusal('LAWYER', 'AWAITING_CLIENT', null, now)).toBe('CLIENT_FIRST');
    expect(signingRefusal('LAWYER', 'AWAITING_LAWYER', null, now)).toBeNull();
    expect(signingRefusal('CUSTOMER', 'AWAITING_LAWYER', null, now)).toBe('ALREADY_SIGNED');
    expect(signingRefusal('LAWYER', 'SIGNED', null, now)).toBe('ALREADY_SIGNED');
  });

  it('an order the client signed but has not paid: not the lawyer’s turn — the client’s payment comes first', () => {
    expect(signingRefusal('CUSTOMER', 'AWAITING_CLIENT', order('AWAITING_PAYMENT'), now)).toBeNull();
    expect(signingRefusal('LAWYER', 'AWAITING_CLIENT', order('AWAITING_PAYMENT'), now)).toBe('CLIENT_FIRST');
    expect(signingRefusal('LAWYER', 'AWAITING_LAWYER', order('AWAITING_PAYMENT'), now)).toBe('ORDER_NOT_PAID');
  });

  it('a paid order: the lawyer countersigns (takes it) within the 48 hours, never after, nor once it moved on', () => {
    expect(signingRefusal('LAWYER', 'AWAITING_LAWYER', order('AWAITING_LAWYER', later), now)).toBeNull();
    expect(signingRefusal('LAWYER', 'AWAITING_LAWYER', order('AWAITING_LAWYER', earlier), now)).toBe('TAKE_LAPSED');
    expect(signingRefusal('LAWYER', 'AWAITING_LAWYER', order('CANCELLED'), now)).toBe('ORDER_NOT_NOW');
    // The client of a withdrawn order signs nothing more.
    expect(signingRefusal('CUSTOMER', 'AWAITING_CLIENT', order('CANCELLED'), now)).toBe('ORDER_NOT_NOW');
  });
});
