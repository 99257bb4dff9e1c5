import { useTestDb } from '@/lib/test/db';
import { createLink, payerStart, pendingBookingWithCase, tokenOf } from '@/lib/test/fixtures/payment-links';
import { usePaymongoStandIn } from '@/lib/test/fixtures/paymongo-stand-in';

// Issue 63 item 4 through PayMongo: the payer pays on the client's own hosted checkout, which returns to
// the client's page; starting to pay leaves the link in the payer's browser, so that page sends them on
// to the link's (lib/rules/payer-return.ts, proxy.ts).
const db = useTestDb();
usePaymongoStandIn('sk_test_payer_return', 'whsk_payer_return');

it('the payer goes to the payment’s hosted checkout with the link kept in a cookie of this site', async () => {
  const b = await pendingBookingWithCase(db().db, 'Land title', 'The lot in Batangas');
  expect(b.payment.checkoutUrl).toMatch(/^https:\/\/checkout\.paymongo\.test\/cs_/);
  const token = tokenOf((await (await createLink(b.customer, { payment_id: b.payment.id })).json()).url);
  const res = await payerStart(token, { name: 'Maria Santos', email: 'maria@example.com' });
  expect(res.status).toBe(200);
  expect(await res.json()).toEqual({ checkout_url: b.payment.checkoutUrl });
  expect(res.headers.getSetCookie()).toEqual([
    expect.stringMatching(new RegExp(`^abogado_payer_link=${token}; Path=/; HttpOnly; SameSite=Lax; Max-Age=86400`)),
  ]);
});
