import { asksToPayOffPlatform } from './off-platform';

// Issue 62: the off-platform payment warning's rule, on what lawyers actually write — English, Filipino, Taglish.
const ASKS = [
  'Send the payment to my GCash: 0917 123 4567',
  'Pay me directly so we skip the platform fee.',
  'Padala mo na lang sa gcash ko ang bayad.',
  'Bayaran mo ako nang direkta para mas mura.',
  'Pwede mo i-deposit sa account ko: BDO 0012 3456 7890.',
  'My GCash number is 09171234567, send the balance there.',
  'You can pay via Maya 0918 765 4321 instead.',
  'Please transfer ₱4,500 to my BPI account no. 1234-5678-90.',
  'Deposit the fee to my bank account and I will start today.',
  'GCash: 0917-555-1234 (Juan D.)',
  'Let’s do this outside Abogado, just pay me in cash.',
  'Pakihulog na lang po sa Palawan Express ang bayad.',
  'Mag-send ka na lang ng bayad sa 0917 123 4567.',
  'Sa akin na lang mismo ang bayad, cash.',
  'PayMaya ko na lang, +63 917 222 3333',
];

const ORDINARY = [
  'Please call me at 0917 123 4567 tomorrow at 10.',
  'Tawagan mo ako sa 0917 123 4567 bukas.',
  'The fee is ₱4,500 for the demand letter.',
  'I paid through Abogado yesterday.',
  'I paid through Abogado using GCash.',
  'The bank wants a notarized SPA before it releases the title.',
  'Maya will bring the documents to the barangay hall.',
  'Magkano po ang bayad para sa affidavit?',
  'Please don’t pay anyone outside Abogado.',
  'The hearing is on March 3 at the MTC, ₱1,000,000 is the claim.',
  'Your payment was received through the checkout; I will start today.',
  'My TIN is 123-456-789-000 for the affidavit.',
  'Salamat po, natanggap ko na ang draft.',
  'Send me the lease contract as a PDF.',
  '',
];

describe('asksToPayOffPlatform', () => {
  it.each(ASKS)('flags %j', (text) => expect(asksToPayOffPlatform(text)).toBe(true));
  it.each(ORDINARY)('leaves %j alone', (text) => expect(asksToPayOffPlatform(text)).toBe(false));
});
