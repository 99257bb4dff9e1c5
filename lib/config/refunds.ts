/**
 * What the product tells a client about refunds, shared by the e-mails (lib/server/payments/refunds) and the
 * meeting page (components/meetings/refund-status.tsx). The provider decides how long a refund takes
 * to reach the account; these are what we promise for our part.
 */

/** How long a card refund usually takes to show (PayMongo: cards 5–10 banking days; e-wallets sooner). */
export const REFUND_ARRIVAL_TEXT = 'usually 5–10 banking days for cards, sooner for e-wallets';

/** A refund the provider could not make is sent by the operations team by hand within this many business days. */
export const MANUAL_REFUND_BUSINESS_DAYS = 5;
