import { payerReturnPath } from './payer-return';

// Issue 63 item 4: a payer back from PayMongo's hosted checkout (the client's page) goes to the link's page.
const token = 'A'.repeat(20) + '_-' + 'b9'.repeat(10) + 'z';

it('sends a visitor with the link in their browser from the checkout summary to the link’s page', () => {
  expect(token).toHaveLength(43);
  expect(payerReturnPath('/checkout', false, token)).toBe(`/pay/${token}`);
});

it('leaves the signed-in (the client), other pages, no cookie and anything that is not a token alone', () => {
  expect(payerReturnPath('/checkout', true, token)).toBeNull();
  expect(payerReturnPath('/checkout/sandbox/x', false, token)).toBeNull();
  expect(payerReturnPath('/customer-portal', false, token)).toBeNull();
  expect(payerReturnPath('/checkout', false, undefined)).toBeNull();
  for (const bad of ['', 'short', `${token}x`, `${token.slice(0, 42)}/`, '../../evil.example.com/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa']) {
    expect(payerReturnPath('/checkout', false, bad)).toBeNull();
  }
});
