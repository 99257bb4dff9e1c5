/**
 * Public configuration shared by server and browser code: NEXT_PUBLIC_* must be read literally here
 * so Next inlines them into the browser bundle. lib/server/env.ts validates the same variables (and
 * everything else) at start-up.
 */
export const APP_NAME = process.env.NEXT_PUBLIC_APP_NAME || 'Abogado';

/** Support contact in the footer, push subscriptions and e-mails. */
export const SUPPORT_EMAIL: string = process.env.NEXT_PUBLIC_SUPPORT_EMAIL || 'support@abogado.ph';

/** The absolute origin used in e-mails, canonical URLs, OpenGraph and the sitemap. */
export function appUrl(): string {
  return (process.env.APP_URL || process.env.NEXT_PUBLIC_APP_URL || 'http://localhost:3000').replace(/\/$/, '');
}

export const TOAST_DURATION_MS = 5000;
export const IMAGE_PLACEHOLDER_TIMEOUT_MS = 1500;
