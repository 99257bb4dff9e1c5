import { feeModelNote } from '@/lib/rules/fees';
import { consultationItem, receiptLines, receiptText } from './receipt';

describe('receiptLines', () => {
  it('itemises a paid consultation in Manila time, whatever the reader zone', () => {
    const lines = receiptLines({
      reference: 'ABG-7K3Q-9M2X',
      item: consultationItem(30, 'VIDEO'),
      lawyerName: 'Maria Santos',
      startAt: new Date('2026-11-23T01:00:00Z'),
      amountCentavos: 150_050,
      method: 'gcash',
      paidAt: new Date('2026-11-20T06:05:00Z'),
      feeNote: feeModelNote(0),
    });
    expect(lines.map((l) => l.label)).toEqual([
      'Reference number',
      'Item',
      'Lawyer',
      'Date and time',
      'Amount',
      'Fees',
      'Payment method',
      'Paid at',
    ]);
    const value = Object.fromEntries(lines.map((l) => [l.label, l.value]));
    expect(value).toMatchObject({
      'Reference number': 'ABG-7K3Q-9M2X',
      Fees: 'No fees added: you pay the lawyer’s price, and Abogado keeps no fee from it.',
      Item: '30-minute video consultation',
      Lawyer: 'Atty. Maria Santos',
      'Payment method': 'GCash',
    });
    expect(value.Amount).toBe('₱1,500.50');
    expect(value['Date and time']).toMatch(/Monday, (November 23, 2026|23 November 2026).* 9:00.*AM.*\(Manila\)$/);
    expect(value['Paid at']).toMatch(/2:05.*PM.*\(Manila\)$/);
    expect(receiptText(lines).split('\n')[0]).toBe('Receipt');
    expect(receiptText(lines)).toContain('Payment method: GCash');
  });

  it('says what a card issued abroad was charged: the peso amount, converted by its bank (issue 63 item 3)', () => {
    const input = {
      reference: 'r',
      item: 'Engagement fee',
      lawyerName: 'A B',
      startAt: null,
      amountCentavos: 250_000,
      paidAt: null,
      feeNote: feeModelNote(0),
    };
    const abroad = receiptLines({ ...input, method: 'card_abroad' });
    expect(abroad.map((l) => l.key)).toEqual(['reference', 'item', 'lawyer', 'amount', 'fees', 'method', 'charged']);
    expect(receiptText(abroad)).toContain('Payment method: Card issued abroad');
    expect(receiptText(abroad)).toContain(
      "Charged: ₱2,500 in Philippine pesos to a card issued abroad; your bank converts it to your card's currency at its own rate",
    );
    expect(receiptLines({ ...input, method: 'card' }).map((l) => l.key)).not.toContain('charged');
  });

  it('leaves out what an unpaid attempt does not have', () => {
    const lines = receiptLines({
      reference: 'r',
      item: 'Engagement fee',
      lawyerName: 'A B',
      startAt: null,
      amountCentavos: 100,
      method: null,
      paidAt: null,
      feeNote: feeModelNote(10),
    });
    expect(lines.map((l) => l.label)).toEqual(['Reference number', 'Item', 'Lawyer', 'Amount', 'Fees']);
    expect(lines.at(-1)!.value).toBe(
      'No fees added: you pay the lawyer’s price. Abogado keeps 10% of it as its platform fee, from the lawyer’s share.',
    );
  });
});
