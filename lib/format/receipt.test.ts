import { consultationItem, receiptLines, receiptText } from './receipt';

describe('receiptLines', () => {
  it('itemises a paid consultation in Manila time, whatever the reader zone', () => {
    const lines = receiptLines({
      reference: '0b7c2a4e-1111-4222-8333-444455556666',
      item: consultationItem(30, 'VIDEO'),
      lawyerName: 'Maria Santos',
      startAt: new Date('2026-11-23T01:00:00Z'),
      amountCentavos: 150_050,
      method: 'gcash',
      paidAt: new Date('2026-11-20T06:05:00Z'),
    });
    expect(lines.map((l) => l.label)).toEqual(['Reference number', 'Item', 'Lawyer', 'Date and time', 'Amount', 'Payment method', 'Paid at']);
    const value = Object.fromEntries(lines.map((l) => [l.label, l.value]));
    expect(value).toMatchObject({ 'Reference number': '0b7c2a4e-1111-4222-8333-444455556666', Item: '30-minute video consultation', Lawyer: 'Atty. Maria Santos', 'Payment method': 'GCash' });
    expect(value.Amount).toBe('₱1,500.50');
    expect(value['Date and time']).toMatch(/Monday, (November 23, 2026|23 November 2026).* 9:00.*AM.*\(Manila\)$/);
    expect(value['Paid at']).toMatch(/2:05.*PM.*\(Manila\)$/);
    expect(receiptText(lines).split('\n')[0]).toBe('Receipt');
    expect(receiptText(lines)).toContain('Payment method: GCash');
  });

  it('leaves out what an unpaid attempt does not have', () => {
    const lines = receiptLines({ reference: 'r', item: 'Engagement fee', lawyerName: 'A B', startAt: null, amountCentavos: 100, method: null, paidAt: null });
    expect(lines.map((l) => l.label)).toEqual(['Reference number', 'Item', 'Lawyer', 'Amount']);
  });
});
