// Made on first use, not at import: creating an Intl formatter loads locale data (tens of ms on a
// phone), and this module also ships to pages that never format a fee in the browser.
let peso: Intl.NumberFormat | undefined;

/** Integer centavos → "₱1,500" (whole pesos; null → "—"). */
export function formatPeso(centavos: number | null | undefined): string {
  if (centavos === null || centavos === undefined) return '—';
  peso ??= new Intl.NumberFormat('en-PH', { style: 'currency', currency: 'PHP', maximumFractionDigits: 0 });
  return peso.format(centavos / 100);
}

let pesoExact: Intl.NumberFormat | undefined;

/** Integer centavos → "₱65,000.50" (centavos shown when there are any): fee breakdowns add up to the peso. */
export function formatPesoExact(centavos: number): string {
  if (centavos % 100 === 0) return formatPeso(centavos);
  pesoExact ??= new Intl.NumberFormat('en-PH', { style: 'currency', currency: 'PHP', minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return pesoExact.format(centavos / 100);
}

/** A peso amount as a person types it ("45,000.50", "₱ 1 500") → integer centavos; NaN for nothing or no number. */
export function centavosOfPesos(typed: string): number {
  const plain = typed.replace(/[,\s₱]/g, '');
  return plain === '' ? NaN : Math.round(Number(plain) * 100);
}
