/**
 * The payment reference people read out to support: "ABG-" and two groups of four characters from an
 * alphabet without 0/O/1/I, so it survives being spoken or copied by hand. Drawn by the database
 * (payment_reference(), migration 0027); this pattern is what every page, e-mail, PDF and the admin
 * console's search accept as one.
 */
export const PAYMENT_REFERENCE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

export const PAYMENT_REFERENCE_PATTERN = /^ABG-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/;

/** A reference as someone typed it ("abg 7k3q 9m2x"): upper case, spaces and dashes normalised; null if it is not one. */
export function parsePaymentReference(input: string): string | null {
  const compact = input.toUpperCase().replace(/[\s-]/g, '');
  const m = /^ABG([2-9A-HJ-NP-Z]{4})([2-9A-HJ-NP-Z]{4})$/.exec(compact);
  return m ? `ABG-${m[1]}-${m[2]}` : null;
}
