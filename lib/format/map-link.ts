/**
 * A map search for an office (Google Maps' documented search URL, no key): built from the address the
 * notary typed and the city, so the link never points anywhere the address does not say.
 */
export function mapSearchUrl(address: string | null, city: string | null): string | null {
  if (!address?.trim()) return null;
  const place = city && !address.includes(city) ? `${address.trim()}, ${city}` : address.trim();
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${place}, Philippines`)}`;
}
