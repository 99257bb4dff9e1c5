const PESO = new Intl.NumberFormat('en-PH', { style: 'currency', currency: 'PHP', maximumFractionDigits: 0 });

/** Integer centavos → "₱1,500". */
export function formatPesos(centavos: number): string {
  return PESO.format(centavos / 100);
}
